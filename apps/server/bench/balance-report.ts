/**
 * `node --import tsx bench/balance-report.ts`: the balance and equity report (issue #15) on
 * PostgreSQL with many live accounts in one brand (BENCH_BALANCE_ACCOUNTS, 200,000 unless set), a
 * share of them holding open positions (BENCH_BALANCE_EXPOSED, 0.1), beside the same request read
 * the way it was before (every account in scope from the books, every one asked of the platform)
 * and its raw twin (balanceReportRaw: the money summed from the postings). DATABASE_URL names the
 * PostgreSQL server; the bench makes `crm_bench_balance` there, loads it in SQL, measures, drops it.
 * Each request is first checked equal to its raw twin on this data. Medians of sequential calls,
 * the three in turn each round, so they meet the same moments of a busy machine; the ratio to the
 * raw twin is the figure to read, not the milliseconds. "Before" runs today's port code (its reads
 * of a thousand logins got cheaper with the report), so it flatters the old way a little.
 */
import { type TBalanceReportReply, ZBalanceReportQuery } from '@crm/contracts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import type { ScopeCaller } from '../src/http/data-scope.ts';
import { ensurePrices } from '../src/modules/platform/simulated/prices.ts';
import { readAccountMoney, withPlatformFigures } from '../src/modules/trading-reports/balance-accounts.ts';
import { balanceReportRaw } from '../src/modules/trading-reports/balance-raw.ts';
import { balanceReport } from '../src/modules/trading-reports/balance-report.ts';
import { ExposedAccountsCache, readExposedAccounts } from '../src/modules/trading-reports/exposed-accounts.ts';
import { clientFilters } from '../src/modules/trading-reports/report-scope.ts';
import { loadBalanceRows } from './balance-rows.ts';
import { freshDatabase } from './fresh-database.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres'))
  throw new Error('Set DATABASE_URL to a PostgreSQL server: the bench runs on PostgreSQL only.');
const ACCOUNTS = Number(process.env.BENCH_BALANCE_ACCOUNTS ?? 200_000);
const EXPOSED = Number(process.env.BENCH_BALANCE_EXPOSED ?? 0.1);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 7);

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const database = await freshDatabase(serverUrl, 'balance');
const db = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 4 });
try {
  const started = performance.now();
  await migrate(db.db);
  await seedDemo(db.db, { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }), seedDemo: true });
  await ensurePrices(db.db);
  console.log(`Loading ${ACCOUNTS.toLocaleString('en')} live accounts, ${EXPOSED * 100} % with open positions…`);
  await loadBalanceRows(database.url, { accounts: ACCOUNTS, exposed: EXPOSED }, console.log);
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

  const auth: ScopeCaller = { brand: 'meridian', staff: { enableCountryWhitelist: false, whitelistCountries: [] } };
  const cases: [string, Record<string, string>][] = [
    ['first page', {}],
    ['page 50', { page: '50' }],
    ['margin_call=true', { margin_call: 'true' }],
    ['margin_call=false, page 2', { margin_call: 'false', page: '2' }],
    ['platform=mt5, currency=EUR', { platform: 'mt5', currency: 'EUR' }],
    ['whitelist de', {}],
  ];
  const shared = new ExposedAccountsCache(db.db, { maxAgeMs: 3_600_000 });
  const perRequest = new ExposedAccountsCache(db.db, { maxAgeMs: 0 });
  const readings: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await readExposedAccounts(db.db);
    readings.push(performance.now() - t0);
  }
  console.log(
    `One reading of the exposed accounts (once per price tick, shared): ${median(readings).toFixed(0)} ms p50\n`,
  );
  console.log(
    '| request | report p50 ms | report, fresh reading p50 ms | before p50 ms | raw twin p50 ms | raw ÷ report | raw ÷ fresh |\n|---|---|---|---|---|---|---|',
  );
  // BENCH_BALANCE_CASES: only the requests whose name contains it (one row again, with more samples).
  const only = process.env.BENCH_BALANCE_CASES;
  for (const [name, qs] of cases.filter(([n]) => !only || n.includes(only))) {
    const caller: ScopeCaller =
      name === 'whitelist de'
        ? { brand: 'meridian', staff: { enableCountryWhitelist: true, whitelistCountries: ['de'] } }
        : auth;
    const query = ZBalanceReportQuery.parse(qs);
    // The report as served between price ticks (the reading of the exposed accounts shared), and as
    // served by the request that finds the reading stale and prices them again.
    const report = () => balanceReport(db.db, shared, caller, query);
    const fresh = () => balanceReport(db.db, perRequest, caller, query);
    // The read before issue #15: every account in scope from the books, each asked of the platform.
    const before = async () =>
      withPlatformFigures(db.db, await readAccountMoney(db.db, caller.brand, clientFilters(caller, query), query));
    const raw = () => balanceReportRaw(db.db, caller, query);
    const [r, f, w] = [await report(), await fresh(), await raw()];
    await before();
    // Equal in every figure; each says when it priced the exposed accounts, which differs.
    const figures = ({ pricedAt: _, ...rest }: TBalanceReportReply) => JSON.stringify(rest);
    if (figures(r) !== figures(w)) throw new Error(`${name}: the report differs from its raw twin`);
    if (figures(f) !== figures(w)) throw new Error(`${name}: the fresh report differs from its raw twin`);
    const times: [number[], number[], number[], number[]] = [[], [], [], []];
    for (let i = 0; i < SAMPLES; i++) {
      for (const [k, run] of [report, fresh, before, raw].entries()) {
        const t0 = performance.now();
        await run();
        times[k]?.push(performance.now() - t0);
      }
    }
    const [a, d, b, c] = times.map(median) as [number, number, number, number];
    console.log(
      `| ${name} (${r.totalDocs.toLocaleString('en')} accounts) | ${a.toFixed(1)} | ${d.toFixed(0)} | ${b.toFixed(0)} | ${c.toFixed(0)} | ${(c / a).toFixed(0)}× | ${(c / d).toFixed(0)}× |`,
    );
  }
} finally {
  await db.close();
  await database.drop();
}
