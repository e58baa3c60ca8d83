import type { TTransactionListQuery, TTransactionPage } from '@crm/contracts';
import { boundedCount } from '../../db/bounded-count.ts';
import type { Executor } from '../../db/client.ts';
import { type KeysetOrder, keysetOrderBy } from '../../db/keyset.ts';
import { transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { selectTransactionRows, toTransactionRow } from './transaction-rows.ts';
import { transactionWhere } from './transaction-where.ts';

const by = (column: KeysetOrder['column'], type: KeysetOrder['type'], descending: boolean): KeysetOrder => ({
  column,
  id: transactions.id,
  type,
  nullable: false,
  descending,
});

/** Each sort of the list, the transaction id breaking ties; an export walks the same order by keyset. */
export const TRANSACTION_ORDER: Record<TTransactionListQuery['sort'], KeysetOrder> = {
  '-updatedAt': by(transactions.updatedAt, 'timestamptz', true),
  updatedAt: by(transactions.updatedAt, 'timestamptz', false),
  '-createdAt': by(transactions.createdAt, 'timestamptz', true),
  createdAt: by(transactions.createdAt, 'timestamptz', false),
  '-amount': by(transactions.amount, 'bigint', true),
  amount: by(transactions.amount, 'bigint', false),
};

/** The rows of one page of the list, in its sort (a test explains its plan). */
export function transactionPageQuery(db: Executor, ctx: RequestContext, q: TTransactionListQuery) {
  return selectTransactionRows(db)
    .where(transactionWhere(db, ctx, q))
    .orderBy(...keysetOrderBy(TRANSACTION_ORDER[q.sort]))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

/** `GET /dashboard/users/transactions`: newest change first by default (spec point 9). */
export async function listTransactions({ db }: Pick<Deps, 'db'>, ctx: RequestContext, q: TTransactionListQuery) {
  const [rows, total] = await Promise.all([
    transactionPageQuery(db, ctx, q),
    boundedCount(db, transactions, transactionWhere(db, ctx, q)),
  ]);
  const page: TTransactionPage = {
    docs: rows.map(toTransactionRow),
    totalDocs: total.n,
    totalIsEstimate: !total.exact,
  };
  return page;
}
