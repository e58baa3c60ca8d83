import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { netDepositsUsd, transactionMoney } from '../reports/money-expressions.ts';

/** A fact row that the rows do not explain (`facts`), or a row-derived fact the table lacks (`rows`). */
export type FactDifference = { table: string; side: 'facts' | 'rows'; row: Record<string, string | null> };

export type FactsReport = { differences: FactDifference[]; badConversions: number };

/**
 * Recomputes every daily fact from the rows it sums (transactions, clients, accounts) and compares
 * both ways with what the triggers kept. A fact row whose measures are all zero (everything it
 * counted moved elsewhere) is no fact. Soft-deleted clients and their money are in no fact. The rows'
 * own USD amounts are checked against their rate too.
 * Read it inside one transaction so both sides see one snapshot.
 */
export async function verifyReportingFacts(db: Executor): Promise<FactsReport> {
  const differences: FactDifference[] = [];
  for (const check of CHECKS) {
    for (const side of ['facts', 'rows'] as const) {
      const [first, second] = side === 'facts' ? [check.facts, check.rows] : [check.rows, check.facts];
      const rows = await queryRows<Record<string, string | null>>(db, sql`${first} EXCEPT ${second} LIMIT 50`);
      differences.push(...rows.map((row) => ({ table: check.table, side, row })));
    }
  }
  const [conversions] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM transactions WHERE usd_amount <> usd_cents(amount, currency, usd_rate)`,
  );
  return { differences, badConversions: Number(conversions?.n ?? 0) };
}

/** A transaction `t`'s money, refunded and reversed amounts converted as the facts convert them. */
const T = transactionMoney(sql.raw('t'));

/** The money measures of a fact, summed from the transactions `t`, as text. */
const MONEY_SUMS = sql`sum(t.amount)::text, sum(${T.usd})::text, sum(${T.refunded})::text, sum(${T.refundedUsd})::text,
  sum(${T.reversed})::text, sum(${T.reversedUsd})::text`;

/**
 * A client's deposit facts straight from their transactions (the rule of migrations 0014 and 0019),
 * not from the columns the database keeps on the client row: those are under test too.
 */
const CLIENT_DEPOSITS = sql`
  SELECT (array_agg(t.created_at ORDER BY t.created_at, t.id) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')))[1] AS first_at,
         (array_agg(t.usd_amount ORDER BY t.created_at, t.id) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')))[1] AS ftd,
         coalesce(sum(t.usd_amount) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')), 0) AS total,
         coalesce(sum(${netDepositsUsd(T)}), 0) AS net
    FROM transactions t
    JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
   WHERE t.client_id = c.id AND t.type IN ('deposit', 'withdrawal')`;

/** The reporting zone, read once per query (`reporting_day()` would read it per row). */
const ZONE = sql`(SELECT time_zone AS name FROM reporting_settings WHERE id = 1) AS zone`;

/** The money of the rows by a rollup's key: `day` is the reporting day, or its month's first day. */
const moneyRowsBy = (day: SQL) => sql`
  SELECT t.brand_id, ${day}::text, t.currency, t.type, t.method, t.status, count(*)::text, ${MONEY_SUMS}
    FROM transactions t
    JOIN clients c ON c.id = t.client_id AND c.deleted_at IS NULL
    JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
   CROSS JOIN ${ZONE}
   GROUP BY 1, 2, 3, 4, 5, 6`;

const moneyTotals = (table: string, day: string) =>
  sql.raw(`SELECT brand_id, ${day}::text, currency, type, method, status, n::text, amount::text, usd::text,
                  refunded::text, refunded_usd::text, reversed::text, reversed_usd::text
             FROM ${table}
            WHERE n <> 0 OR amount <> 0 OR usd <> 0 OR refunded <> 0 OR refunded_usd <> 0 OR reversed <> 0 OR reversed_usd <> 0`);

const REPORTING_DAY = sql`(t.created_at AT TIME ZONE zone.name)::date`;

// Every column as text: the two drivers type int8, numeric and date differently.
const CHECKS = [
  {
    table: 'money_daily_facts',
    facts: sql`SELECT brand_id, day::text, country, sales_agent_id::text, platform, currency, type, method, status,
                      n::text, amount::text, usd::text, refunded::text, refunded_usd::text, reversed::text, reversed_usd::text
                 FROM money_daily_facts
                WHERE n <> 0 OR amount <> 0 OR usd <> 0 OR refunded <> 0 OR refunded_usd <> 0 OR reversed <> 0 OR reversed_usd <> 0`,
    rows: sql`SELECT t.brand_id, (t.created_at AT TIME ZONE zone.name)::date::text, c.country, c.sales_agent_id::text, a.platform, t.currency,
                     t.type, t.method, t.status, count(*)::text, ${MONEY_SUMS}
                FROM transactions t
                JOIN clients c ON c.id = t.client_id AND c.deleted_at IS NULL
                JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
               CROSS JOIN ${ZONE}
               GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`,
  },
  {
    table: 'client_daily_facts',
    facts: sql`SELECT brand_id, day::text, country, sales_agent_id::text, utm_source, utm_medium, utm_campaign,
                      registered::text, verified::text, ftd_clients::text, ftd_usd::text, deposits_usd::text, net_deposits_usd::text
                 FROM client_daily_facts
                WHERE registered <> 0 OR verified <> 0 OR ftd_clients <> 0 OR ftd_usd <> 0 OR deposits_usd <> 0 OR net_deposits_usd <> 0`,
    rows: sql`SELECT c.brand_id, (c.created_at AT TIME ZONE zone.name)::date::text, c.country, c.sales_agent_id::text,
                     nullif(c.utms ->> 'utm_source', ''), nullif(c.utms ->> 'utm_medium', ''), nullif(c.utms ->> 'utm_campaign', ''),
                     count(*)::text, count(*) FILTER (WHERE c.kyc_status = 'approved')::text,
                     count(f.first_at)::text, coalesce(sum(f.ftd), 0)::text, coalesce(sum(f.total), 0)::text, coalesce(sum(f.net), 0)::text
                FROM clients c
                LEFT JOIN LATERAL (${CLIENT_DEPOSITS}) f ON true
               CROSS JOIN ${ZONE}
               WHERE c.deleted_at IS NULL
               GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  },
  {
    table: 'ftd_daily_facts',
    facts: sql`SELECT brand_id, day::text, country, sales_agent_id::text, utm_source, n::text, usd::text, days_to_ftd::text
                 FROM ftd_daily_facts WHERE n <> 0 OR usd <> 0 OR days_to_ftd <> 0`,
    rows: sql`SELECT c.brand_id, (f.first_at AT TIME ZONE zone.name)::date::text, c.country, c.sales_agent_id::text,
                     nullif(c.utms ->> 'utm_source', ''), count(*)::text, sum(f.ftd)::text,
                     sum((f.first_at AT TIME ZONE zone.name)::date - (c.created_at AT TIME ZONE zone.name)::date)::text
                FROM clients c
                JOIN LATERAL (${CLIENT_DEPOSITS}) f ON f.first_at IS NOT NULL
               CROSS JOIN ${ZONE}
               WHERE c.deleted_at IS NULL
               GROUP BY 1, 2, 3, 4, 5`,
  },
  // The rollups of migration 0022, each against the rows themselves (not the facts they sum).
  { table: 'money_daily_totals', facts: moneyTotals('money_daily_totals', 'day'), rows: moneyRowsBy(REPORTING_DAY) },
  {
    table: 'money_monthly_totals',
    facts: moneyTotals('money_monthly_totals', 'month'),
    rows: moneyRowsBy(sql`date_trunc('month', ${REPORTING_DAY}::timestamp)::date`),
  },
  {
    table: 'client_daily_totals',
    facts: sql`SELECT brand_id, day::text, country, registered::text, verified::text, ftd_clients::text, ftd_usd::text,
                      deposits_usd::text, net_deposits_usd::text
                 FROM client_daily_totals
                WHERE registered <> 0 OR verified <> 0 OR ftd_clients <> 0 OR ftd_usd <> 0 OR deposits_usd <> 0 OR net_deposits_usd <> 0`,
    rows: sql`SELECT c.brand_id, (c.created_at AT TIME ZONE zone.name)::date::text, c.country,
                     count(*)::text, count(*) FILTER (WHERE c.kyc_status = 'approved')::text,
                     count(f.first_at)::text, coalesce(sum(f.ftd), 0)::text, coalesce(sum(f.total), 0)::text, coalesce(sum(f.net), 0)::text
                FROM clients c
                LEFT JOIN LATERAL (${CLIENT_DEPOSITS}) f ON true
               CROSS JOIN ${ZONE}
               WHERE c.deleted_at IS NULL
               GROUP BY 1, 2, 3`,
  },
  {
    table: 'client_monthly_facts',
    facts: sql`SELECT brand_id, month::text, country, sales_agent_id::text, utm_source, utm_medium, utm_campaign,
                      registered::text, verified::text, ftd_clients::text, ftd_usd::text, deposits_usd::text, net_deposits_usd::text
                 FROM client_monthly_facts
                WHERE registered <> 0 OR verified <> 0 OR ftd_clients <> 0 OR ftd_usd <> 0 OR deposits_usd <> 0 OR net_deposits_usd <> 0`,
    rows: sql`SELECT c.brand_id, date_trunc('month', (c.created_at AT TIME ZONE zone.name)::date::timestamp)::date::text,
                     c.country, c.sales_agent_id::text,
                     nullif(c.utms ->> 'utm_source', ''), nullif(c.utms ->> 'utm_medium', ''), nullif(c.utms ->> 'utm_campaign', ''),
                     count(*)::text, count(*) FILTER (WHERE c.kyc_status = 'approved')::text,
                     count(f.first_at)::text, coalesce(sum(f.ftd), 0)::text, coalesce(sum(f.total), 0)::text, coalesce(sum(f.net), 0)::text
                FROM clients c
                LEFT JOIN LATERAL (${CLIENT_DEPOSITS}) f ON true
               CROSS JOIN ${ZONE}
               WHERE c.deleted_at IS NULL
               GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  },
  {
    table: 'ftd_monthly_facts',
    facts: sql`SELECT brand_id, month::text, country, sales_agent_id::text, utm_source, n::text, usd::text, days_to_ftd::text
                 FROM ftd_monthly_facts WHERE n <> 0 OR usd <> 0 OR days_to_ftd <> 0`,
    rows: sql`SELECT c.brand_id, date_trunc('month', (f.first_at AT TIME ZONE zone.name)::date::timestamp)::date::text,
                     c.country, c.sales_agent_id::text, nullif(c.utms ->> 'utm_source', ''), count(*)::text, sum(f.ftd)::text,
                     sum((f.first_at AT TIME ZONE zone.name)::date - (c.created_at AT TIME ZONE zone.name)::date)::text
                FROM clients c
                JOIN LATERAL (${CLIENT_DEPOSITS}) f ON f.first_at IS NOT NULL
               CROSS JOIN ${ZONE}
               WHERE c.deleted_at IS NULL
               GROUP BY 1, 2, 3, 4, 5`,
  },
  {
    table: 'client_device_daily_facts',
    facts: sql`SELECT brand_id, day::text, country, device_type, registered::text
                 FROM client_device_daily_facts WHERE registered <> 0`,
    rows: sql`SELECT c.brand_id, (c.created_at AT TIME ZONE zone.name)::date::text, c.country, c.device_type, count(*)::text
                FROM clients c
               CROSS JOIN ${ZONE}
               WHERE c.deleted_at IS NULL
               GROUP BY 1, 2, 3, 4`,
  },
  {
    table: 'money_monthly_agents',
    facts: sql`SELECT brand_id, month::text, country, sales_agent_id::text, type, status, n::text, usd::text,
                      refunded_usd::text, reversed_usd::text
                 FROM money_monthly_agents WHERE n <> 0 OR usd <> 0 OR refunded_usd <> 0 OR reversed_usd <> 0`,
    rows: sql`SELECT t.brand_id, date_trunc('month', ${REPORTING_DAY}::timestamp)::date::text, c.country, c.sales_agent_id::text,
                     t.type, t.status, count(*)::text, sum(${T.usd})::text,
                     sum(${T.refundedUsd})::text, sum(${T.reversedUsd})::text
                FROM transactions t
                JOIN clients c ON c.id = t.client_id AND c.deleted_at IS NULL
                JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
               CROSS JOIN ${ZONE}
               GROUP BY 1, 2, 3, 4, 5, 6`,
  },
  {
    table: 'money_daily_kinds',
    facts: sql`SELECT brand_id, day::text, type, status, n::text, usd::text, refunded_usd::text, reversed_usd::text
                 FROM money_daily_kinds WHERE n <> 0 OR usd <> 0 OR refunded_usd <> 0 OR reversed_usd <> 0`,
    rows: sql`SELECT t.brand_id, ${REPORTING_DAY}::text, t.type, t.status, count(*)::text, sum(${T.usd})::text,
                     sum(${T.refundedUsd})::text, sum(${T.reversedUsd})::text
                FROM transactions t
                JOIN clients c ON c.id = t.client_id AND c.deleted_at IS NULL
                JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
               CROSS JOIN ${ZONE}
               GROUP BY 1, 2, 3, 4`,
  },
  {
    // The books rollup of migration 0046 (the balance report's totals) against every posting on the
    // client books of the open accounts of clients not deleted. Bucket by bucket (migration 0048),
    // not summed over them: an account whose count and money landed in different buckets is a fault
    // the sums would hide.
    table: 'account_book_totals',
    facts: sql`SELECT brand_id, environment, platform, currency, country, bucket::text, accounts::text, balance::text,
                      credit::text
                 FROM account_book_totals WHERE accounts <> 0 OR balance <> 0 OR credit <> 0`,
    rows: sql`SELECT a.brand_id, a.environment, a.platform, a.currency, c.country,
                     account_book_totals_bucket(a.id)::text, count(*)::text,
                     coalesce(sum(m.balance), 0)::text, coalesce(sum(m.credit), 0)::text
                FROM trading_accounts a
                JOIN clients c ON c.id = a.client_id AND c.deleted_at IS NULL
                LEFT JOIN (SELECT b.trading_account_id,
                                  coalesce(sum(p.amount) FILTER (WHERE b.kind = 'client_balance'), 0) AS balance,
                                  coalesce(sum(p.amount) FILTER (WHERE b.kind = 'client_credit'), 0) AS credit
                             FROM ledger_books b JOIN postings p ON p.book_id = b.id
                            WHERE b.trading_account_id IS NOT NULL
                            GROUP BY b.trading_account_id) AS m ON m.trading_account_id = a.id
               WHERE a.deleted_at IS NULL
               GROUP BY 1, 2, 3, 4, 5, 6`,
  },
];
