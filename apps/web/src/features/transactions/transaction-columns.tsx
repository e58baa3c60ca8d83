import type { TTransactionListQuery, TTransactionRow } from '@crm/contracts';
import { enTransactions } from '@crm/contracts/locales/en/transactions';
import { ENDED_WITHOUT_MONEY } from '@crm/contracts/money-status';
import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { formatMoney, MINUS } from '../../lib/format/currency.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { methodLabel } from '../requests/request-labels.ts';
import { isRefundable } from './refund.ts';
import { statusLabel, type TTransactionsT, typeLabel } from './transaction-labels.ts';

// Fetched when first opened: the dialog's form and schemas are not needed to show the page.
const RefundDialog = lazyDialog(() => import('./refund-dialog.tsx').then((m) => m.RefundDialog));

function RefundAction({ transaction }: { transaction: TTransactionRow }) {
  const t = useT(enTransactions);
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!isRefundable(transaction) || !can('transactions.edit_transaction_refund', 'users.refund_transaction'))
    return null;
  return (
    <>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        {t('transactions.refund')}
      </button>
      {open && <RefundDialog transaction={transaction} onClose={() => setOpen(false)} />}
    </>
  );
}

const outgoing = (t: TTransactionRow) =>
  t.transaction_type === 'withdrawal' || t.transaction_type.endsWith('_withdrawal');

/** Money out in the danger colour; an amount that never moved (rejected, cancelled, failed) muted and struck through. */
function AmountCell({ transaction }: { transaction: TTransactionRow }) {
  const t = useT(enTransactions);
  const { amount, currency } = transaction;
  if (ENDED_WITHOUT_MONEY.has(transaction.status)) {
    return (
      <span className="amount-none" title={t('transactions.noMoneyMoved')}>
        {formatMoney(amount, currency)}
      </span>
    );
  }
  return (
    <>
      <span className={outgoing(transaction) ? 'amount-out' : undefined}>
        {outgoing(transaction) ? MINUS : ''}
        {formatMoney(amount, currency)}
      </span>
      <CounterAmount transaction={transaction} />
    </>
  );
}

/** A rate as stored (numeric, up to its full precision), without trailing zeros: `1.0812`. */
const rateText = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/**
 * A transfer between accounts of different currencies: what arrived on the other account, and the
 * rate applied, under the amount that left (both were recorded when it was made).
 */
function CounterAmount({ transaction: tx }: { transaction: TTransactionRow }) {
  const t = useT(enTransactions);
  if (tx.counter_amount === null || !tx.counter_currency) return null;
  const rate = tx.exchange_rate ? ` ${t('transactions.atRate', { rate: rateText(tx.exchange_rate) })}` : '';
  return (
    <span className="amount-counter">
      → {formatMoney(tx.counter_amount, tx.counter_currency)}
      {rate}
    </span>
  );
}

/** The columns of a transactions list in the language of `t`; `id` is also the export field where there is one. */
export const transactionColumns = (t: TTransactionsT): ListColumn<TTransactionRow>[] => [
  {
    id: 'updatedAt',
    nowrap: true,
    label: t('transactions.column.updatedAt'),
    sortKey: 'updatedAt',
    cell: (tx) => format(new Date(tx.updatedAt), 'HH:mm'),
  },
  {
    id: 'client',
    label: t('transactions.column.client'),
    identity: true,
    cell: (tx) => (
      <Link to={`/clients/${tx.client._id}`}>
        {tx.client.readableId} {tx.client.first_name} {tx.client.last_name}
      </Link>
    ),
  },
  {
    id: 'account',
    nowrap: true,
    label: t('transactions.column.account'),
    // A transfer names both ends: the amount left the first account for the second.
    cell: (tx) =>
      tx.counter_platform && tx.counter_login_id
        ? `${tx.platform} ${tx.login_id} → ${tx.counter_platform} ${tx.counter_login_id}`
        : `${tx.platform} ${tx.login_id}`,
  },
  {
    id: 'transaction_type',
    label: t('transactions.column.transaction_type'),
    cell: (tx) => typeLabel(tx.transaction_type, t),
  },
  { id: 'method', label: t('transactions.column.method'), cell: (tx) => methodLabel(tx.method) },
  {
    id: 'status',
    nowrap: true,
    label: t('transactions.column.status'),
    cell: (tx) => <span className={`status status-${tx.status}`}>{statusLabel(tx.status, t)}</span>,
  },
  {
    id: 'amount',
    label: t('transactions.column.amount'),
    numeric: true,
    sortKey: 'amount',
    cell: (tx) => <AmountCell transaction={tx} />,
  },
  {
    id: 'refundAmount',
    label: t('transactions.column.refundAmount'),
    numeric: true,
    cell: (tx) => (Number(tx.refundAmount) > 0 ? formatMoney(tx.refundAmount, tx.currency) : '—'),
  },
  { id: 'comment', label: t('transactions.column.comment'), cell: (tx) => tx.comment ?? '' },
  {
    id: 'createdAt',
    nowrap: true,
    label: t('transactions.column.createdAt'),
    sortKey: 'createdAt',
    cell: (tx) => format(new Date(tx.createdAt), 'dd/MM/yyyy HH:mm'),
  },
];

export const refundColumn = (t: TTransactionsT): ListColumn<TTransactionRow> => ({
  id: 'actions',
  nowrap: true,
  sticky: true,
  label: t('transactions.column.actions'),
  cell: (tx) => <RefundAction transaction={tx} />,
});

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
