import type { TFirstTimeDepositQuery } from '@crm/contracts';
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { clients, tradingAccounts, transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { counterAccounts, onCounterAccount, TRANSACTION_ROW_FIELDS, toTransactionRow } from './transaction-rows.ts';
import { transactionWhere } from './transaction-where.ts';

/** A deposit counts once money arrived, even if it was later given back in part or whole. */
export const SETTLED_DEPOSIT_STATUSES = ['approved', 'partial_refund', 'refund'];

/**
 * `GET …/transactions/firstTimeDeposits`: each client's first settled payment into a live account,
 * kept when it falls in the period; newest first. A staff balance operation (a goodwill credit, a
 * correction) is money in for the finance lists but not a client's first deposit. The first deposit
 * is found over all time, so a client who first deposited last year is not a first-time depositor
 * today. The client row's `first_deposit_at` and `ftd_amount_usd` follow the same rule, counted in USD
 * (migration 0014).
 */
export async function firstTimeDeposits({ db }: Deps, ctx: RequestContext, q: TFirstTimeDepositQuery) {
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
