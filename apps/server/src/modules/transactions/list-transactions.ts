import type { TTransactionListQuery, TTransactionPage } from '@crm/contracts';
import { boundedCount } from '../../db/bounded-count.ts';
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

/** `GET /dashboard/users/transactions`: newest change first by default (spec point 9). */
export async function listTransactions({ db }: Pick<Deps, 'db'>, ctx: RequestContext, q: TTransactionListQuery) {
  const where = transactionWhere(db, ctx, q);
  const [rows, total] = await Promise.all([
    selectTransactionRows(db)
      .where(where)
      .orderBy(...keysetOrderBy(TRANSACTION_ORDER[q.sort]))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    boundedCount(db, transactions, where),
  ]);
  const page: TTransactionPage = {
    docs: rows.map(toTransactionRow),
    totalDocs: total.n,
    totalIsEstimate: !total.exact,
  };
  return page;
}
