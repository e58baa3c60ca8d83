/**
 * `npm run bench:reports`: every report and dashboard figure on PostgreSQL with a million clients
 * and five million transactions per brand over eighteen months (BENCH_REPORT_CLIENTS and
 * BENCH_REPORT_TRANSACTIONS per brand scale it), each use case beside its RAW twin (the same
 * figures aggregated straight from the rows: the baseline of the same run), over the full range and
 * over one month. DATABASE_URL names the PostgreSQL server; the bench makes a fresh database
 * `crm_bench_reports` there, loads it (bench/report-rows.ts), measures and drops it.
 * Latency: p50 and p95 of sequential calls, the use case and its twin in turn (timedTogether), so
 * both meet the same moments of a busy machine; the ratio is the budget (at least 20× over the full
 * range). The twins scan millions of rows, so they get fewer samples.
 */
import { type TReportQuery, ZFirstTimeDepositQuery, ZTransactionListQuery } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { campaignReportFromRows } from '../src/modules/reports/campaigns-from-rows.ts';
import {
  dailyTransactions,
  usersPerCountry,
  usersPerDevice,
  usersPerTimeframe,
} from '../src/modules/reports/demographics.ts';
import {
  dailyTransactionsFromRows,
  usersPerCountryFromRows,
  usersPerDeviceFromRows,
  usersPerTimeframeFromRows,
} from '../src/modules/reports/demographics-from-rows.ts';
import { financeReport } from '../src/modules/reports/finances.ts';
import { financeReportFromRows } from '../src/modules/reports/finances-from-rows.ts';
import { firstTimeDepositReport } from '../src/modules/reports/first-time-deposits.ts';
import { firstTimeDepositReportFromRows } from '../src/modules/reports/first-time-deposits-from-rows.ts';
import { kpiWindowsOf } from '../src/modules/reports/kpi-windows.ts';
import { kpisFromFacts } from '../src/modules/reports/kpis.ts';
import { kpisFromRows } from '../src/modules/reports/kpis-from-rows.ts';
import type { ReportCaller } from '../src/modules/reports/report-sql.ts';
import { campaignReport, utmReport } from '../src/modules/reports/utms.ts';
import { utmReportFromRows } from '../src/modules/reports/utms-from-rows.ts';
import { findStaffRecord } from '../src/modules/staff/staff-record.ts';
import { toolsAnalytics } from '../src/modules/tools/analytics.ts';
import { salesLeaderboard } from '../src/modules/tools/sales-leaderboard.ts';
import { firstTimeDeposits } from '../src/modules/transactions/first-time-deposits.ts';
import { listTransactions } from '../src/modules/transactions/list-transactions.ts';
import { freshDatabase } from './fresh-database.ts';
import { firstTimeDepositsBefore } from './ftd-list-before.ts';
import { loadReportRows } from './report-rows.ts';
import { analyticsFromRows, leaderboardFromRows } from './tools-from-rows.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres'))
  throw new Error('Set DATABASE_URL to a PostgreSQL server: the bench runs on PostgreSQL only.');
const CLIENTS = Number(process.env.BENCH_REPORT_CLIENTS ?? 1_000_000);
const TRANSACTIONS = Number(process.env.BENCH_REPORT_TRANSACTIONS ?? 5_000_000);
const DAYS = 548;
const FACT_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const RAW_SAMPLES = Number(process.env.BENCH_RAW_SAMPLES ?? 5);

const percentile = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** The use case and its twin in turn, each round, after one warm-up of each. */
async function timedPair(facts: () => Promise<unknown>, raw: () => Promise<unknown>) {
  await facts();
  await raw();
  const f: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < FACT_SAMPLES; i++) {
    let t0 = performance.now();
    await facts();
    f.push(performance.now() - t0);
    if (i < RAW_SAMPLES) {
      t0 = performance.now();
      await raw();
      r.push(performance.now() - t0);
    }
  }
  return {
    facts: { p50: percentile(f, 50), p95: percentile(f, 95) },
    raw: { p50: percentile(r, 50), p95: percentile(r, 95) },
  };
}

const database = await freshDatabase(serverUrl, 'reports');
const db = await openDatabase({ driver: 'postgres', url: database.url, poolSize: 4 });
try {
  const started = performance.now();
  await migrate(db.db);
  await seedDemo(db.db, { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '0' }), seedDemo: true });
  console.log(
    `Loading ${CLIENTS.toLocaleString('en')} clients and ${TRANSACTIONS.toLocaleString('en')} transactions per brand over ${DAYS} days…`,
  );
  await loadReportRows(database.url, { clients: CLIENTS, transactions: TRANSACTIONS, days: DAYS }, console.log);
  console.log(`Loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

  // An administrator of the first brand: no country whitelist, every report permission.
  const auth: ReportCaller = {
    brand: 'meridian',
    staff: {
      enableCountryWhitelist: false,
      whitelistCountries: [],
      permissions: [],
      role: { name: 'admin', permissions: [] },
    },
  };
  const today = new Date().toISOString().slice(0, 10);
  const full = { from: new Date(Date.now() - DAYS * 86_400_000).toISOString().slice(0, 10), to: today };
  const month = { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10), to: today };
  const ranges = { 'full range': full, 'one month': month } as const;

  const rows: string[] = [];
  const measure = async (name: string, facts: () => Promise<unknown>, raw: () => Promise<unknown>) => {
    const t = await timedPair(facts, raw);
    const ratio = t.raw.p50 / t.facts.p50;
    const line = `| ${name} | ${t.facts.p50.toFixed(1)} / ${t.facts.p95.toFixed(1)} | ${t.raw.p50.toFixed(0)} / ${t.raw.p95.toFixed(0)} | ${ratio.toFixed(0)}× |`;
    rows.push(line);
    console.log(line);
  };
  console.log('| figure | facts p50 / p95 ms | raw aggregate p50 / p95 ms | raw ÷ facts |\n|---|---|---|---|');
  for (const [label, range] of Object.entries(ranges)) {
    const q: TReportQuery = { ...range, group_by: label === 'full range' ? 'month' : 'day' };
    const c = { from: q.from, to: q.to, group_by: q.group_by };
    await measure(
      `finances, ${label}`,
      () => financeReport(db.db, auth, q),
      () => financeReportFromRows(db.db, auth, q),
    );
    await measure(
      `first-time deposits, ${label}`,
      () => firstTimeDepositReport(db.db, auth, c),
      () => firstTimeDepositReportFromRows(db.db, auth, c),
    );
    await measure(
      `UTMs, ${label}`,
      () => utmReport(db.db, auth, c),
      () => utmReportFromRows(db.db, auth, c),
    );
    await measure(
      `campaigns, ${label}`,
      () => campaignReport(db.db, auth, c),
      () => campaignReportFromRows(db.db, auth, c),
    );
    await measure(
      `registrations per period, ${label}`,
      () => usersPerTimeframe(db.db, auth, c),
      () => usersPerTimeframeFromRows(db.db, auth, c),
    );
    await measure(
      `sales leaderboard, ${label}`,
      () => salesLeaderboard(db.db, auth, range),
      () => leaderboardFromRows(db.db, auth.brand, range),
    );
    await measure(
      `analytics, ${label}`,
      () => toolsAnalytics(db.db, auth, c),
      () => analyticsFromRows(db.db, auth.brand, range),
    );
    const d = { from: q.from, to: q.to, group_by: 'day' as const };
    await measure(
      `daily transactions, ${label}`,
      () => dailyTransactions(db.db, auth, d),
      () => dailyTransactionsFromRows(db.db, auth, d),
    );
  }
  const windows = kpiWindowsOf(today);
  await measure(
    'dashboard KPIs',
    () => kpisFromFacts(db.db, auth, windows),
    () => kpisFromRows(db.db, auth, windows),
  );
  await measure(
    'clients per country',
    () => usersPerCountry(db.db, auth),
    () => usersPerCountryFromRows(db.db, auth),
  );
  await measure(
    'clients per device',
    () => usersPerDevice(db.db, auth),
    () => usersPerDeviceFromRows(db.db, auth),
  );

  // The drills a figure opens: lists, not aggregates, each beside what it is compared with (the
  // "raw" column): the FTD list beside the query it replaced (every client's first deposit found
  // among the transactions), a day's transactions beside that day's raw aggregate.
  const [adminRow] = (
    (await db.db.execute(sql`select id::text as id from staff where email = 'admin@demo.test'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const staff = adminRow ? await findStaffRecord(db.db, adminRow.id) : null;
  if (!staff) throw new Error('no admin@demo.test');
  const ctx = {
    requestId: 'bench',
    ip: '127.0.0.1',
    auth: { sessionId: 'bench', staff, brand: 'meridian', viewAs: null },
  };
  const deps = { db: db.db };
  for (const [label, range] of Object.entries(ranges)) {
    const q = ZFirstTimeDepositQuery.parse({ fromDate: range.from, toDate: range.to });
    await measure(
      `FTD list, page 1, ${label} (raw: the list before)`,
      () => firstTimeDeposits(deps, ctx, q),
      () => firstTimeDepositsBefore(deps, ctx, q),
    );
  }
  const day = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  await measure(
    `transactions of one day, page 1, by -createdAt (raw: the day's aggregate)`,
    () => listTransactions(deps, ctx, ZTransactionListQuery.parse({ fromDate: day, toDate: day, sort: '-createdAt' })),
    () =>
      db.db.execute(sql`select type, status, count(*), sum(usd_amount) from transactions
        where brand_id = 'meridian' and created_at >= reporting_day_start(${day}::date)
          and created_at < reporting_day_start(${day}::date + 1) group by 1, 2`),
  );
  await measure(
    `transactions of one day, page 1, by -updatedAt (raw: the day's aggregate)`,
    () => listTransactions(deps, ctx, ZTransactionListQuery.parse({ fromDate: day, toDate: day })),
    () =>
      db.db.execute(sql`select type, status, count(*), sum(usd_amount) from transactions
        where brand_id = 'meridian' and created_at >= reporting_day_start(${day}::date)
          and created_at < reporting_day_start(${day}::date + 1) group by 1, 2`),
  );
} finally {
  await db.close();
  await database.drop();
}
