import type { TTransactionListQuery, TTransactionPage } from '@crm/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import { boundedCount } from '../../db/bounded-count.ts';
import { transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { selectTransactionRows, toTransactionRow } from './transaction-rows.ts';
import { transactionWhere } from './transaction-where.ts';

export const TRANSACTION_ORDER: Record<TTransactionListQuery['sort'], SQL[]> = {
  '-updatedAt': [desc(transactions.updatedAt), desc(transactions.id)],
  updatedAt: [asc(transactions.updatedAt), asc(transactions.id)],
  '-createdAt': [desc(transactions.createdAt), desc(transactions.id)],
  createdAt: [asc(transactions.createdAt), asc(transactions.id)],
  '-amount': [desc(transactions.amount), desc(transactions.id)],
  amount: [asc(transactions.amount), asc(transactions.id)],
};

/** `GET /dashboard/users/transactions`: newest change first by default (spec point 9). */
export async function listTransactions({ db }: Deps, ctx: RequestContext, q: TTransactionListQuery) {
  const where = transactionWhere(db, ctx, q);
  const [rows, total] = await Promise.all([
    selectTransactionRows(db)
      .where(where)
      .orderBy(...TRANSACTION_ORDER[q.sort])
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
