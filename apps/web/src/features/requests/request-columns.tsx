import type { TClientRequest, TRequestListQuery } from '@crm/contracts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { formatMoney } from '../../lib/format/currency.ts';
import { RequestActions } from './request-actions.tsx';
import { accountLabel, asked } from './request-asked.ts';
import {
  AWAITING_SECOND_APPROVAL,
  fourEyesState,
  methodLabel,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPE_LABELS,
} from './request-labels.ts';
import { useStaffName } from './use-staff-names.ts';

/** Reasons, the four-eyes state and who decided: what staff read before acting again. */
function RequestOutcome({ request: r }: { request: TClientRequest }) {
  const nameOf = useStaffName();
  const currency = r.currency ?? r.account.currency;
  const lines = [
    fourEyesState(r),
    r.firstApprovedBy && r.status === 'pending' ? `First approval: ${nameOf(r.firstApprovedBy)}` : null,
    r.reject_reason ? `Rejected: ${r.reject_reason}` : null,
    r.delayed_reason
      ? `Delayed${r.delayedAt ? ` ${format(new Date(r.delayedAt), 'dd/MM/yyyy HH:mm')}` : ''}: ${r.delayed_reason}`
      : null,
    r.methods ? `Paid by ${methodLabel(r.methods)}${r.fee ? `, fee ${formatMoney(r.fee, currency)}` : ''}` : null,
    r.processedBy ? `${r.status === 'reject' ? 'Rejected' : 'Processed'} by ${nameOf(r.processedBy)}` : null,
    // "Raised by you" already stands in the actions column.
    r.createdBy && nameOf(r.createdBy) !== 'you' ? `Raised by ${nameOf(r.createdBy)}` : null,
  ].filter((l): l is string => Boolean(l));
  if (lines.length === 0) return '—';
  return (
    <span className="cell-lines">
      {lines.map((l) => (
        <span key={l} className={l === AWAITING_SECOND_APPROVAL ? 'four-eyes' : undefined}>
          {l}
        </span>
      ))}
    </span>
  );
}

export const REQUEST_COLUMNS: readonly ListColumn<TClientRequest>[] = [
  {
    // Date over time when the table is tight: the actions and reasons need the width more.
    id: 'createdAt',
    label: 'Raised',
    sortKey: 'createdAt',
    cell: (r) => format(new Date(r.createdAt), 'dd/MM/yyyy HH:mm'),
  },
  {
    id: 'client',
    label: 'Client',
    identity: true,
    cell: (r) => (
      <Link to={`/clients/${r.user._id}`}>
        {r.user.readableId} {r.user.first_name} {r.user.last_name}
      </Link>
    ),
  },
  { id: 'request_type', label: 'Type', cell: (r) => REQUEST_TYPE_LABELS[r.request_type] },
  { id: 'account', label: 'Account', cell: (r) => accountLabel(r.account) },
  {
    id: 'amount',
    label: 'Amount',
    numeric: true,
    sortKey: 'amount',
    cell: (r) => (r.amount ? formatMoney(r.amount, r.currency ?? r.account.currency) : '—'),
  },
  { id: 'details', label: 'Asked', cell: asked },
  {
    id: 'status',
    label: 'Status',
    cell: (r) => <span className={`status status-${r.status}`}>{REQUEST_STATUS_LABELS[r.status]}</span>,
  },
  { id: 'outcome', label: 'Reasons and decisions', cell: (r) => <RequestOutcome request={r} /> },
  {
    id: 'updatedAt',
    nowrap: true,
    label: 'Updated',
    sortKey: 'updatedAt',
    cell: (r) => format(new Date(r.updatedAt), 'dd/MM/yyyy HH:mm'),
  },
];

/** Always shown: the row's actions. */
export const ACTIONS_COLUMN: ListColumn<TClientRequest> = {
  id: 'actions',
  nowrap: true,
  sticky: true,
  label: 'Actions',
  cell: (r) => <RequestActions request={r} />,
};

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
