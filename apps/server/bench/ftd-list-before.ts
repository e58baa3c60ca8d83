import type { TFirstTimeDepositQuery } from '@crm/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { clients, tradingAccounts, transactions } from '../src/db/schema.ts';
import type { Deps } from '../src/deps.ts';
import { reportingDayEnd, reportingDayStart } from '../src/http/reporting-day.ts';
import type { RequestContext } from '../src/http/request-context.ts';
import {
  counterAccounts,
  onCounterAccount,
  TRANSACTION_ROW_FIELDS,
  toTransactionRow,
} from '../src/modules/transactions/transaction-rows.ts';
import { transactionWhere } from '../src/modules/transactions/transaction-where.ts';

const SETTLED_DEPOSIT_STATUSES = ['approved', 'partial_refund', 'refund'];

/**
 * The first-time deposits list as it was before it walked the clients' first-deposit index (kept
 * for the bench only, as its "before"): every client's first settled deposit found among all the
 * transactions in scope, then the period kept, and counted the same way.
 */
export async function firstTimeDepositsBefore(
  { db }: Pick<Deps, 'db'>,
  ctx: RequestContext,
  q: TFirstTimeDepositQuery,
) {
  const firsts = db.$with('firsts').as(
    db
      .selectDistinctOn([transactions.clientId], { id: transactions.id, createdAt: transactions.createdAt })
      .from(transactions)
      .where(
        and(
          transactionWhere(db, ctx, { list: 'deposits', country: q.country, sales_agent: q.sales_agent }),
          eq(transactions.type, 'deposit'),
          inArray(transactions.status, SETTLED_DEPOSIT_STATUSES),
        ),
      )
      .orderBy(transactions.clientId, asc(transactions.createdAt), asc(transactions.id)),
  );
  const inPeriod = and(
    q.fromDate ? gte(firsts.createdAt, reportingDayStart(q.fromDate)) : undefined,
    q.toDate ? lt(firsts.createdAt, reportingDayEnd(q.toDate)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .with(firsts)
      .select(TRANSACTION_ROW_FIELDS)
      .from(firsts)
      .innerJoin(transactions, eq(transactions.id, firsts.id))
      .innerJoin(clients, eq(clients.id, transactions.clientId))
      .innerJoin(tradingAccounts, eq(tradingAccounts.id, transactions.tradingAccountId))
      .leftJoin(counterAccounts, onCounterAccount)
      .where(inPeriod)
      .orderBy(desc(firsts.createdAt), desc(firsts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.with(firsts).select({ n: count() }).from(firsts).where(inPeriod),
  ]);
  return { docs: rows.map(toTransactionRow), totalDocs: total?.n ?? 0 };
}
