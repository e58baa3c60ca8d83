import type { TFirstTimeDepositQuery } from '@crm/contracts';
import { and, type Column, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients, transactions } from '../../db/schema.ts';
import { ftdDailyFacts as ff } from '../../db/schema-reports.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { salesAgentIn } from '../clients/sales-agent-filter.ts';
import { utmSourceIs } from '../reports/report-sql.ts';
import { selectTransactionRows, toTransactionRow } from './transaction-rows.ts';

/** A deposit counts once money arrived, even if it was later given back in part or whole. */
export const SETTLED_DEPOSIT_STATUSES = ['approved', 'partial_refund', 'refund'];

/** The list's filters over a table with the client's brand, country, agent and UTM source. */
function dimensions(
  ctx: RequestContext,
  q: TFirstTimeDepositQuery,
  c: { brand: Column; country: Column; agent: Column; source: Column | SQL },
): SQL {
  return (
    and(
      dataScope(ctx.auth, { brand: c.brand, country: c.country }),
      q.country?.length ? inArray(c.country, q.country) : undefined,
      salesAgentIn(c.agent, q.sales_agent),
      utmSourceIs(c.source, q.utm_source),
    ) ?? sql`true`
  );
}

/**
 * `GET …/transactions/firstTimeDeposits`: each client's first settled payment into a live account,
 * kept when it falls in the period; newest first. A staff balance operation (a goodwill credit, a
 * correction) is money in for the finance lists but not a client's first deposit. The first deposit
 * is found over all time, so a client who first deposited last year is not a first-time depositor
 * today.
 *
 * The client row's `first_deposit_at` is that deposit's time, kept by the database in the same
 * transaction as the money (migrations 0014, 0019; held equal to the transactions by reports:verify
 * and the property test). So a page walks the clients' first-deposit index newest first and finds
 * each one's deposit by (client, time) on the transactions' client index: it reads its own clients,
 * where finding every client's first deposit among all the transactions took about 5 s at a million
 * clients (docs/PERFORMANCE.md). The count is the first-deposit facts' sum for the same days and
 * filters: the report's own figure, the same rule over the same rows, read over days × dimensions
 * instead of counting the clients. Soft-deleted clients are in neither.
 */
export async function firstTimeDeposits({ db }: Pick<Deps, 'db'>, ctx: RequestContext, q: TFirstTimeDepositQuery) {
  const [ids, total] = await Promise.all([pageIds(db, ctx, q), countFromFacts(db, ctx, q)]);
  const rows = ids.length === 0 ? [] : await selectTransactionRows(db).where(inArray(transactions.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.transaction.id) ?? 0) - (order.get(b.transaction.id) ?? 0));
  return { docs: rows.map(toTransactionRow), totalDocs: total };
}

/** The page's first deposits, newest first: the clients' index, then each client's deposit. */
async function pageIds(db: Executor, ctx: RequestContext, q: TFirstTimeDepositQuery): Promise<string[]> {
  const where = [
    sql`${clients.firstDepositAt} is not null and ${clients.deletedAt} is null`,
    dimensions(ctx, q, {
      brand: clients.brandId,
      country: clients.country,
      agent: clients.salesAgentId,
      source: sql`nullif(${clients.utms} ->> 'utm_source', '')`,
    }),
  ];
  if (q.fromDate) where.push(sql`${clients.firstDepositAt} >= ${reportingDayStart(q.fromDate)}`);
  if (q.toDate) where.push(sql`${clients.firstDepositAt} < ${reportingDayEnd(q.toDate)}`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select f.id::text as id
        from ${clients}
        cross join lateral (
          select t.id from transactions t
          join trading_accounts a on a.id = t.trading_account_id and a.environment = 'live'
          where t.client_id = ${clients.id} and t.created_at = ${clients.firstDepositAt}
            and t.type = 'deposit' and t.status in ('approved', 'partial_refund', 'refund')
          order by t.id limit 1
        ) f
        where ${sql.join(where, sql` and `)}
        order by ${clients.firstDepositAt} desc, ${clients.id} desc
        limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
  );
  return rows.map((r) => r.id);
}

/** The list's count: the first-deposit facts of its days and filters (the report's own figure). */
async function countFromFacts(db: Executor, ctx: RequestContext, q: TFirstTimeDepositQuery): Promise<number> {
  const where = [
    dimensions(ctx, q, { brand: ff.brandId, country: ff.country, agent: ff.salesAgentId, source: ff.utmSource }),
  ];
  if (q.fromDate) where.push(sql`${ff.day} >= ${q.fromDate}::date`);
  if (q.toDate) where.push(sql`${ff.day} <= ${q.toDate}::date`);
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select coalesce(sum(${ff.n}), 0)::text as n from ${ff} where ${sql.join(where, sql` and `)}`,
  );
  return Number(row?.n ?? 0);
}
