import type { TClientRequest } from '@crm/contracts';
import { format } from 'date-fns';
import { Link } from 'react-router';
import type { TableColumn } from '../../components/ui/grouped-table.tsx';
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

export const REQUEST_COLUMNS: readonly TableColumn<TClientRequest>[] = [
  {
    // Date over time when the table is tight: the actions and reasons need the width more.
    key: 'createdAt',
    label: 'Raised',
    sort: 'createdAt',
    cell: (r) => format(new Date(r.createdAt), 'dd/MM/yyyy HH:mm'),
  },
  {
    key: 'client',
    label: 'Client',
    cell: (r) => (
      <Link to={`/clients/${r.user._id}`}>
        {r.user.readableId} {r.user.first_name} {r.user.last_name}
      </Link>
    ),
  },
  { key: 'request_type', label: 'Type', cell: (r) => REQUEST_TYPE_LABELS[r.request_type] },
  { key: 'account', label: 'Account', cell: (r) => accountLabel(r.account) },
  {
    key: 'amount',
    label: 'Amount',
    numeric: true,
    sort: 'amount',
    cell: (r) => (r.amount ? formatMoney(r.amount, r.currency ?? r.account.currency) : '—'),
  },
  { key: 'details', label: 'Asked', cell: asked },
  {
    key: 'status',
    label: 'Status',
    cell: (r) => <span className={`status status-${r.status}`}>{REQUEST_STATUS_LABELS[r.status]}</span>,
  },
  { key: 'outcome', label: 'Reasons and decisions', cell: (r) => <RequestOutcome request={r} /> },
  {
    key: 'updatedAt',
    nowrap: true,
    label: 'Updated',
    sort: 'updatedAt',
    cell: (r) => format(new Date(r.updatedAt), 'dd/MM/yyyy HH:mm'),
  },
];

/** Always shown: the row's actions. */
export const ACTIONS_COLUMN: TableColumn<TClientRequest> = {
  key: 'actions',
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
