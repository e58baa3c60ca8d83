import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';

/**
 * The baselines of the tools in the reports bench: the leaderboard's and the analytics' figures
 * aggregated straight from the rows (transactions, clients), as a report would without the facts.
 * Only timed, never compared: the API tests hold the tools to the reports and to the rows.
 */
const day = (at: string) =>
  sql.raw(`((${at}) AT TIME ZONE (SELECT time_zone FROM reporting_settings WHERE id = 1))::date`);

export function leaderboardFromRows(db: Executor, brand: string, q: { from: string; to: string }) {
  return Promise.all([
    queryRows(
      db,
      sql`select c.sales_agent_id, count(*) as registrations, count(c.first_deposit_at) as converted
            from clients c where c.brand_id = ${brand} and ${day('c.created_at')} between ${q.from}::date and ${q.to}::date
           group by 1`,
    ),
    queryRows(
      db,
      sql`select c.sales_agent_id, count(*) as ftds, sum(c.ftd_amount_usd_cents) as ftd_usd
            from clients c where c.brand_id = ${brand} and ${day('c.first_deposit_at')} between ${q.from}::date and ${q.to}::date
           group by 1`,
    ),
    queryRows(
      db,
      sql`select c.sales_agent_id,
                 sum(case when t.type = 'deposit' and t.status in ('approved', 'partial_refund', 'refund') then t.usd_amount else 0 end) as deposits,
                 sum(case when t.type = 'withdrawal' and t.status = 'approved' then -t.usd_amount
                          when t.type = 'deposit' and t.status in ('approved', 'partial_refund', 'refund', 'chargeback', 'duplicated')
                            then t.usd_amount - usd_cents(t.refund_amount, t.currency, t.usd_rate)
                                 - usd_cents(case when t.status in ('chargeback', 'duplicated') then t.amount - t.refund_amount else 0 end,
                                             t.currency, t.usd_rate)
                          else 0 end) as net
            from transactions t
            join clients c on c.id = t.client_id
            join trading_accounts a on a.id = t.trading_account_id and a.environment = 'live'
           where t.brand_id = ${brand} and t.type in ('deposit', 'withdrawal')
             and ${day('t.created_at')} between ${q.from}::date and ${q.to}::date
           group by 1`,
    ),
  ]);
}

export function analyticsFromRows(db: Executor, brand: string, q: { from: string; to: string }) {
  return queryRows(
    db,
    sql`select date_trunc('month', ${day('c.created_at')}::timestamp) as period, c.device_type, count(*)
          from clients c where c.brand_id = ${brand} and ${day('c.created_at')} between ${q.from}::date and ${q.to}::date
         group by 1, 2`,
  );
}
