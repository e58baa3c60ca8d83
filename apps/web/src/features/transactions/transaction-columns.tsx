import type { TTransactionListQuery, TTransactionRow } from '@crm/contracts';
import { ENDED_WITHOUT_MONEY } from '@crm/contracts/money-status';
import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { formatMoney, MINUS } from '../../lib/format/currency.ts';
import { useCan } from '../auth/use-can.ts';
import { methodLabel } from '../requests/request-labels.ts';
import { isRefundable } from './refund.ts';
import { statusLabel, TRANSACTION_TYPE_LABELS } from './transaction-labels.ts';

// Fetched when first opened: the dialog's form and schemas are not needed to show the page.
const RefundDialog = lazyDialog(() => import('./refund-dialog.tsx').then((m) => m.RefundDialog));

function RefundAction({ transaction }: { transaction: TTransactionRow }) {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!isRefundable(transaction) || !can('transactions.edit_transaction_refund', 'users.refund_transaction'))
    return null;
  return (
    <>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        Refund
      </button>
      {open && <RefundDialog transaction={transaction} onClose={() => setOpen(false)} />}
    </>
  );
}

const outgoing = (t: TTransactionRow) =>
  t.transaction_type === 'withdrawal' || t.transaction_type.endsWith('_withdrawal');

/** Money out in the danger colour; an amount that never moved (rejected, cancelled, failed) muted and struck through. */
function AmountCell({ transaction: t }: { transaction: TTransactionRow }) {
  if (ENDED_WITHOUT_MONEY.has(t.status)) {
    return (
      <span className="amount-none" title="No money moved">
        {formatMoney(t.amount, t.currency)}
      </span>
    );
  }
  return (
    <>
      <span className={outgoing(t) ? 'amount-out' : undefined}>
        {outgoing(t) ? MINUS : ''}
        {formatMoney(t.amount, t.currency)}
      </span>
      <CounterAmount transaction={t} />
    </>
  );
}

/** A rate as stored (numeric, up to its full precision), without trailing zeros: `1.0812`. */
const rateText = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/**
 * A transfer between accounts of different currencies: what arrived on the other account, and the
 * rate applied, under the amount that left (both were recorded when it was made).
 */
function CounterAmount({ transaction: t }: { transaction: TTransactionRow }) {
  if (t.counter_amount === null || !t.counter_currency) return null;
  const rate = t.exchange_rate ? ` at ${rateText(t.exchange_rate)}` : '';
  return (
    <span className="amount-counter">
      → {formatMoney(t.counter_amount, t.counter_currency)}
      {rate}
    </span>
  );
}

/** The columns of a transactions list; `id` is also the export field where there is one. */
export const TRANSACTION_COLUMNS: readonly ListColumn<TTransactionRow>[] = [
  {
    id: 'updatedAt',
    nowrap: true,
    label: 'Time',
    sortKey: 'updatedAt',
    cell: (t) => format(new Date(t.updatedAt), 'HH:mm'),
  },
  {
    id: 'client',
    label: 'Client',
    identity: true,
    cell: (t) => (
      <Link to={`/clients/${t.client._id}`}>
        {t.client.readableId} {t.client.first_name} {t.client.last_name}
      </Link>
    ),
  },
  {
    id: 'account',
    nowrap: true,
    label: 'Account',
    // A transfer names both ends: the amount left the first account for the second.
    cell: (t) =>
      t.counter_platform && t.counter_login_id
        ? `${t.platform} ${t.login_id} → ${t.counter_platform} ${t.counter_login_id}`
        : `${t.platform} ${t.login_id}`,
  },
  { id: 'transaction_type', label: 'Type', cell: (t) => TRANSACTION_TYPE_LABELS[t.transaction_type] },
  { id: 'method', label: 'Method', cell: (t) => methodLabel(t.method) },
  {
    id: 'status',
    nowrap: true,
    label: 'Status',
    cell: (t) => <span className={`status status-${t.status}`}>{statusLabel(t.status)}</span>,
  },
  {
    id: 'amount',
    label: 'Amount',
    numeric: true,
    sortKey: 'amount',
    cell: (t) => <AmountCell transaction={t} />,
  },
  {
    id: 'refundAmount',
    label: 'Refunded',
    numeric: true,
    cell: (t) => (Number(t.refundAmount) > 0 ? formatMoney(t.refundAmount, t.currency) : '—'),
  },
  { id: 'comment', label: 'Comment', cell: (t) => t.comment ?? '' },
  {
    id: 'createdAt',
    nowrap: true,
    label: 'Created',
    sortKey: 'createdAt',
    cell: (t) => format(new Date(t.createdAt), 'dd/MM/yyyy HH:mm'),
  },
];

export const REFUND_COLUMN: ListColumn<TTransactionRow> = {
  id: 'actions',
  nowrap: true,
  sticky: true,
  label: 'Actions',
  cell: (t) => <RefundAction transaction={t} />,
};

export const DEFAULT_TRANSACTION_FIELDS: readonly string[] = [
  'updatedAt',
  'client',
  'account',
  'transaction_type',
  'method',
  'status',
  'amount',
  'refundAmount',
];

/** Rows are grouped by the day of the date they are sorted by (updatedAt unless createdAt is chosen). */
export const dateFieldOf = (sort: string) => (sort.replace('-', '') === 'createdAt' ? 'createdAt' : 'updatedAt');

/** The sorts the transactions endpoint takes (the contract's TRANSACTION_SORTS, kept here as types only). */
export const TRANSACTION_SORTS: readonly TTransactionListQuery['sort'][] = [
  '-updatedAt',
  'updatedAt',
  '-createdAt',
  'createdAt',
  '-amount',
  'amount',
];
