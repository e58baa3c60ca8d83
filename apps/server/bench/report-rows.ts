/**
 * Data for the reports bench, written inside PostgreSQL (generate_series, no round trips): per brand
 * `clients` clients over `days` days (UTMs, countries, sales agents), a live account in a realistic
 * currency mix for those who trade (and demo ones), and `transactions` money movements of every type
 * and status, with daily exchange rates for the whole range. Deterministic (setseed). The load runs
 * with triggers off (session_replication_role = replica: a superuser's setting, fine on a bench
 * server), computing each row's USD amount as the trigger would, then sets the clients' deposit
 * columns and rebuilds the facts set-based, as `reporting_facts_rebuild()` documents.
 */
import pg from 'pg';

export type ReportLoad = { clients: number; transactions: number; days: number };

const CURRENCY_MIX = `(ARRAY['USD','USD','USD','USD','USD','USD','EUR','EUR','GBP','USDT','USDT','BTC','ETH','MRD'])`;
const COUNTRIES = `(ARRAY['cy','gb','de','es','it','fr','nl','pl','br','gr','ae','za'])`;
const SOURCES = `(ARRAY['google','google','meta','meta','affiliate','newsletter','organic'])`;
const MEDIUMS = `(ARRAY['cpc','social','email','referral'])`;
const TYPES = `(ARRAY['deposit','deposit','deposit','deposit','deposit','deposit','withdrawal','withdrawal','withdrawal',
  'balance_operation_deposit','balance_operation_withdrawal','credit_operation_deposit','credit_operation_withdrawal',
  'transfer_between_accounts'])`;
const METHODS = `(ARRAY['skrill','bank_wire','neteller','credit_card','credit_card','crypto'])`;

/** A typical amount of one movement in minor units of the currency: about 50-5,000 USD worth. */
const AMOUNT = `(CASE a.currency
  WHEN 'BTC' THEN (100000 + floor(random() * 8000000))::bigint
  WHEN 'ETH' THEN (10000000 + floor(random() * 1500000000))::bigint
  WHEN 'MRD' THEN (200000000000 + floor(random() * 20000000000000))::bigint
  ELSE (5000 + floor(random() * 500000))::bigint END)`;

export async function loadReportRows(url: string, load: ReportLoad, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (name: string, statement: string) => {
    const t0 = performance.now();
    const result = await client.query(statement);
    log(`  ${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query('SET session_replication_role = replica');
    await client.query('SELECT setseed(0.42)');
    await step(
      'exchange rates',
      `INSERT INTO exchange_rates (currency, day, usd_per_unit, source)
       SELECT c.code, d::date,
              round((c.level * (1 + c.swing * sin(extract(epoch FROM d)::float8 / 86400 / 37.0 + length(c.code))))::numeric, 12), 'bench'
         FROM (VALUES ('EUR', 1.08, 0.04), ('GBP', 1.27, 0.04), ('BTC', 80000, 0.25), ('ETH', 3200, 0.3),
                      ('USDT', 1.0, 0.001), ('MRD', 0.25, 0.2)) AS c(code, level, swing)
        CROSS JOIN generate_series(current_date - ${load.days + 5}, current_date + 1, interval '1 day') AS d
       -- The demo's staff seeding synced the simulated source's rates already: the bench's replace them.
       ON CONFLICT (currency, day) DO UPDATE SET usd_per_unit = excluded.usd_per_unit, source = excluded.source`,
    );
    for (const brand of ['meridian', 'northwind']) {
      log(`${brand}:`);
      await step(
        'clients',
        `INSERT INTO clients (brand_id, first_name, last_name, email, country, kyc_status, device_type, utms,
                              sales_agent_id, live_accounts, demo_accounts, created_at, updated_at)
         SELECT '${brand}', 'Bench', 'Client ' || g, '${brand}.' || g || '@reports.bench', ${COUNTRIES}[1 + g % 12],
                CASE WHEN random() < 0.5 THEN 'approved' WHEN random() < 0.6 THEN 'not_started' ELSE 'pending' END,
                (ARRAY['android','win','ios','multi'])[1 + g % 4],
                CASE WHEN random() < 0.7 THEN jsonb_build_object('utm_source', ${SOURCES}[1 + g % 7],
                  'utm_medium', ${MEDIUMS}[1 + g % 4], 'utm_campaign', 'campaign-' || (g % 40)) ELSE '{}'::jsonb END,
                agents.ids[1 + g % greatest(cardinality(agents.ids), 1)], 0, 0, at, at
           FROM (SELECT g, now() - random() * interval '${load.days} days' AS at
                   FROM generate_series(1, ${load.clients}) AS g) AS s
          CROSS JOIN (SELECT array_agg(id ORDER BY email) AS ids FROM staff WHERE department = 'sales') AS agents`,
      );
      await step(
        'live accounts',
        `INSERT INTO trading_accounts (brand_id, client_id, platform, environment, tier, group_name, currency, created_at, updated_at)
         SELECT c.brand_id, c.id, (ARRAY['ctrader','mt4','mt5'])[1 + (c.readable_id % 3)::int], 'live', 'standard',
                '${brand}\\live\\standard', ${CURRENCY_MIX}[1 + (c.readable_id % 14)::int], c.created_at, c.created_at
           FROM clients c WHERE c.brand_id = '${brand}' AND c.kyc_status = 'approved'`,
      );
      await step(
        'demo accounts',
        `INSERT INTO trading_accounts (brand_id, client_id, platform, environment, tier, group_name, currency, created_at, updated_at)
         SELECT c.brand_id, c.id, 'mt5', 'demo', 'standard', '${brand}\\demo\\standard', 'USD', c.created_at, c.created_at
           FROM clients c WHERE c.brand_id = '${brand}' AND c.readable_id % 5 = 0`,
      );
      await client.query(`DROP TABLE IF EXISTS bench_accounts;
        CREATE TEMP TABLE bench_accounts AS
        SELECT row_number() OVER (ORDER BY a.id) AS k, a.id, a.client_id, a.currency, a.created_at
          FROM trading_accounts a WHERE a.brand_id = '${brand}';
        CREATE INDEX ON bench_accounts (k); ANALYZE bench_accounts;`);
      await step(
        'transactions',
        `INSERT INTO transactions (brand_id, client_id, trading_account_id, type, status, amount, currency, refund_amount,
                                   method, usd_rate, usd_amount, created_at, updated_at)
         SELECT '${brand}', a.client_id, a.id, x.type, x.status, x.amount, a.currency,
                CASE WHEN x.status = 'partial_refund' THEN x.amount / 2 WHEN x.status = 'refund' THEN x.amount ELSE 0 END,
                CASE WHEN x.type = 'deposit' THEN ${METHODS}[1 + (g % 6)] END,
                r.rate, usd_cents(x.amount, a.currency, r.rate), x.at, x.at
           FROM generate_series(1, ${load.transactions}) AS g
          CROSS JOIN (SELECT max(k) AS n FROM bench_accounts) AS total
           JOIN bench_accounts a ON a.k = 1 + (hashint8(g::bigint) & 2147483647) % total.n
          CROSS JOIN LATERAL (
            SELECT ${TYPES}[1 + g % 14] AS type, ${AMOUNT} AS amount,
                   a.created_at + random() * (now() - a.created_at) AS at,
                   CASE ${TYPES}[1 + g % 14]
                        WHEN 'withdrawal' THEN (ARRAY['approved','approved','approved','rejected','pending'])[1 + (g / 14) % 5]
                        WHEN 'deposit' THEN (ARRAY['approved','approved','approved','approved','approved','approved','rejected',
                                    'pending','partial_refund','refund','chargeback','error'])[1 + (g / 14) % 12]
                        ELSE 'approved' END AS status
          ) AS x
          CROSS JOIN LATERAL (SELECT CASE WHEN a.currency = 'USD' THEN 1::numeric ELSE
                                (SELECT usd_per_unit FROM exchange_rates e WHERE e.currency = a.currency
                                   AND e.day = reporting_day(x.at)) END AS rate) AS r`,
      );
    }
    await step(
      'client account counts',
      `UPDATE clients c SET live_accounts = n.live, demo_accounts = n.demo
         FROM (SELECT client_id, count(*) FILTER (WHERE environment = 'live') AS live,
                      count(*) FILTER (WHERE environment = 'demo') AS demo
                 FROM trading_accounts GROUP BY client_id) n
        WHERE n.client_id = c.id`,
    );
    await step(
      'client deposit facts',
      `UPDATE clients c SET first_deposit_at = f.first_at, ftd_amount_usd_cents = f.ftd,
                            total_deposits_usd_cents = f.total, net_deposits_usd_cents = f.net
         FROM (SELECT t.client_id,
                 (array_agg(t.created_at ORDER BY t.created_at, t.id) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')))[1] AS first_at,
                 (array_agg(t.usd_amount ORDER BY t.created_at, t.id) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')))[1] AS ftd,
                 coalesce(sum(t.usd_amount) FILTER (WHERE t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund')), 0) AS total,
                 sum(CASE
                   WHEN t.type = 'deposit' AND t.status IN ('approved', 'partial_refund', 'refund', 'chargeback', 'duplicated')
                     THEN t.usd_amount - usd_cents(t.refund_amount, t.currency, t.usd_rate) - usd_cents(reversed_minor(t), t.currency, t.usd_rate)
                   WHEN t.type = 'withdrawal' AND t.status = 'approved' THEN -t.usd_amount
                   ELSE 0 END) AS net
                FROM transactions t JOIN trading_accounts a ON a.id = t.trading_account_id AND a.environment = 'live'
               WHERE t.type IN ('deposit', 'withdrawal')
               GROUP BY t.client_id) f
        WHERE f.client_id = c.id`,
    );
    await step('facts', 'SELECT reporting_facts_rebuild()');
    await step('books rollup', 'SELECT account_book_totals_rebuild()');
    await client.query('SET session_replication_role = origin');
    await step('analyze', 'ANALYZE');
  } finally {
    await client.end();
  }
}
