import type { TTransactionExportRequest, TTransactionRow } from '@crm/contracts';
import { and, count } from 'drizzle-orm';
import { afterKey, type KeysetKey, keysetOrderBy, keysetValue } from '../../db/keyset.ts';
import { transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { TRANSACTION_ORDER } from '../transactions/list-transactions.ts';
import { selectTransactionRows, toTransactionRow } from '../transactions/transaction-rows.ts';
import { transactionWhere } from '../transactions/transaction-where.ts';
import type { ExportSource } from './export-source.ts';

type Field = TTransactionExportRequest['fields'][number];
type ExportedTransaction = { reply: TTransactionRow; key: KeysetKey };

/** Each export field as the list row carries it. */
const READ: Record<Field, (r: TTransactionRow) => unknown> = {
  createdAt: (r) => r.createdAt,
  updatedAt: (r) => r.updatedAt,
  transaction_type: (r) => r.transaction_type,
  status: (r) => r.status,
  amount: (r) => r.amount,
  currency: (r) => r.currency,
  refundAmount: (r) => r.refundAmount,
  method: (r) => r.method,
  comment: (r) => r.comment,
  readableId: (r) => r.client.readableId,
  first_name: (r) => r.client.first_name,
  last_name: (r) => r.client.last_name,
  platform: (r) => r.platform,
  login_id: (r) => r.login_id,
  counter_platform: (r) => r.counter_platform,
  counter_login_id: (r) => r.counter_login_id,
  counter_amount: (r) => r.counter_amount,
  counter_currency: (r) => r.counter_currency,
  exchange_rate: (r) => r.exchange_rate,
};

/**
 * A finance list (`POST /dashboard/users/transactions/exports`) as an export: the list's own WHERE
 * (brand, the client's country under the whitelist, the list and its filters) between `fromDate`
 * and `toDate`, in the list's sort. The route's access is `transactions.export_transactions`.
 */
export function transactionExport(
  { db }: Deps,
  ctx: RequestContext,
  body: TTransactionExportRequest,
): ExportSource<ExportedTransaction> {
  const where = transactionWhere(db, ctx, body.filters);
  const order = TRANSACTION_ORDER[body.sort];
  return {
    entityType: 'transaction',
    filename: `transactions-${ctx.auth.brand}-${body.filters.fromDate}-${body.filters.toDate}`,
    sheet: 'Transactions',
    columns: body.fields.map((f) => ({ key: f, header: f, value: ({ reply }) => READ[f](reply) })),
    view: { filters: body.filters, sort: body.sort },
    count: async () => (await db.select({ n: count() }).from(transactions).where(where))[0]?.n ?? 0,
    page: async (after, limit) => {
      const rows = await selectTransactionRows(db, { sortValue: keysetValue(order) })
        .where(and(where, after ? afterKey(order, after) : undefined))
        .orderBy(...keysetOrderBy(order))
        .limit(limit);
      return rows.map((r) => ({ reply: toTransactionRow(r), key: { value: r.sortValue, id: r.transaction.id } }));
    },
    keyOf: (r) => r.key,
  };
}
