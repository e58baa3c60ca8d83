import type { TClientRequest, TRequestListQuery } from '@crm/contracts';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { RequestActions } from './request-actions.tsx';
import { accountLabel, asked } from './request-asked.ts';
import { fourEyesState, methodText, type RequestsT } from './request-labels.ts';
import { useStaffName } from './use-staff-names.ts';

const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** Reasons, the four-eyes state and who decided: what staff read before acting again. */
function RequestOutcome({ request: r }: { request: TClientRequest }) {
  const t = useT(enRequests);
  const nameOf = useStaffName();
  const currency = r.currency ?? r.account.currency;
  const fourEyes = fourEyesState(r);
  const awaiting = fourEyes === 'requests.awaitingSecond' ? t(fourEyes) : null;
  const method = r.methods ? methodText(r.methods, t) : null;
  const lines = [
    fourEyes && t(fourEyes),
    r.firstApprovedBy && r.status === 'pending'
      ? t('requests.outcome.firstApproval', { name: nameOf(r.firstApprovedBy) })
      : null,
    r.reject_reason ? t('requests.outcome.rejected', { reason: r.reject_reason }) : null,
    r.delayed_reason
      ? r.delayedAt
        ? t('requests.outcome.delayedAt', { when: when(r.delayedAt), reason: r.delayed_reason })
        : t('requests.outcome.delayed', { reason: r.delayed_reason })
      : null,
    method
      ? r.fee
        ? t('requests.outcome.paidByFee', { method, fee: formatMoney(r.fee, currency) })
        : t('requests.outcome.paidBy', { method })
      : null,
    r.processedBy
      ? t(r.status === 'reject' ? 'requests.outcome.rejectedBy' : 'requests.outcome.processedBy', {
          name: nameOf(r.processedBy),
        })
      : null,
    // "Raised by you" already stands in the actions column.
    r.createdBy && nameOf(r.createdBy) !== t('requests.you')
      ? t('requests.outcome.raisedBy', { name: nameOf(r.createdBy) })
      : null,
  ].filter((l): l is string => Boolean(l));
  if (lines.length === 0) return '—';
  return (
    <span className="cell-lines">
      {lines.map((l) => (
        <span key={l} className={l === awaiting ? 'four-eyes' : undefined}>
          {l}
        </span>
      ))}
    </span>
  );
}

/** The requests lists' columns, labelled in the console's language. */
export const requestColumns = (t: RequestsT): readonly ListColumn<TClientRequest>[] => [
  {
    // Date over time when the table is tight: the actions and reasons need the width more.
    id: 'createdAt',
    label: t('requests.column.createdAt'),
    sortKey: 'createdAt',
    cell: (r) => when(r.createdAt),
  },
  {
    id: 'client',
    label: t('requests.column.client'),
    identity: true,
    cell: (r) => (
      <Link to={`/clients/${r.user._id}`}>
        {r.user.readableId} {r.user.first_name} {r.user.last_name}
      </Link>
    ),
  },
  { id: 'request_type', label: t('requests.column.request_type'), cell: (r) => t(`requests.type.${r.request_type}`) },
  { id: 'account', label: t('requests.column.account'), cell: (r) => accountLabel(r.account, t) },
  {
    id: 'amount',
    label: t('requests.column.amount'),
    numeric: true,
    sortKey: 'amount',
    cell: (r) => (r.amount ? formatMoney(r.amount, r.currency ?? r.account.currency) : '—'),
  },
  { id: 'details', label: t('requests.column.details'), cell: (r) => asked(r, t) },
  {
    id: 'status',
    label: t('requests.column.status'),
    cell: (r) => <span className={`status status-${r.status}`}>{t(`requests.status.${r.status}`)}</span>,
  },
  { id: 'outcome', label: t('requests.column.outcome'), cell: (r) => <RequestOutcome request={r} /> },
  {
    id: 'updatedAt',
    nowrap: true,
    label: t('requests.column.updatedAt'),
    sortKey: 'updatedAt',
    cell: (r) => when(r.updatedAt),
  },
];

/** Always shown: the row's actions. */
export const actionsColumn = (t: RequestsT): ListColumn<TClientRequest> => ({
  id: 'actions',
  nowrap: true,
  sticky: true,
  label: t('requests.column.actions'),
  cell: (r) => <RequestActions request={r} />,
});

export const DEFAULT_REQUEST_FIELDS: readonly string[] = [
  'createdAt',
  'client',
  'request_type',
  'account',
  'amount',
  'details',
  'status',
  'outcome',
];

/** The sorts the requests endpoint takes (the contract's REQUEST_SORTS, kept here as types only). */
export const REQUEST_SORTS: readonly TRequestListQuery['sort'][] = [
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
  'amount',
  '-amount',
];
