import type { TAnalytics, TFinanceReport, TFtdReport, TLeaderboard, TUtmLink, TUtmLinkPage } from '@crm/contracts';
import { ErrorCode } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { verifyReportingFacts } from '../reporting-facts/verify-facts.ts';
import { toolsAnalytics } from './analytics.ts';

/**
 * The tools over the demo's history (60 clients a brand, eighteen months, several currencies):
 * each figure against the report or the rows it must agree with.
 */
let t: TestApp;
const token: Record<string, string> = {};
const RANGE = 'from=2025-06-01&to=2026-11-30';

beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '60' });
  for (const who of ['admin', 'marketing', 'accounting', 'developer', 'support'])
    token[who] = (await t.signIn(`${who}@demo.test`)).token;
  // The admin works in both brands: a token for the second one, as the brand switch gets it.
  const admin = await t.signIn('admin@demo.test');
  const northwind = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
    body: { refresh_token: admin.refresh_token, brand: 'northwind' },
  });
  token.northwind = northwind.body.token;
}, 120_000);
afterAll(() => t.close());

const get = <T>(path: string, who = 'admin') => t.call<T>('GET', path, { token: token[who] });
const post = <T>(path: string, body: unknown, who = 'marketing') =>
  t.call<T>('POST', path, { token: token[who], body });
const cents = (usd: string | null) => BigInt((usd ?? '0').replace('.', ''));

describe('the UTM builder', () => {
  const link = {
    name: 'Black Friday carousel',
    path: '/promo/black-friday',
    utm_source: 'facebook',
    utm_medium: 'paid-social',
    utm_campaign: 'black_friday.2026',
    utm_content: 'carousel-1',
  };

  it('keeps a link on the brand landing site, encoded, newest first, and refuses its twin', async () => {
    const made = await post<TUtmLink>('/dashboard/tools/utmLinks', link);
    expect(made.status).toBe(200);
    expect(made.body.url).toBe(
      'https://www.meridian-markets.example/promo/black-friday?utm_source=facebook&utm_medium=paid-social&utm_campaign=black_friday.2026&utm_content=carousel-1',
    );
    expect(made.body.utm_term).toBeNull();
    const page = await get<TUtmLinkPage>('/dashboard/tools/utmLinks', 'marketing');
    expect(page.body.landing_url).toBe('https://www.meridian-markets.example/');
    expect(page.body.docs[0]).toEqual(made.body);
    expect(page.body.docs[0]?.created_by.name).toMatch(/\S+ \S+/);

    const twin = await post('/dashboard/tools/utmLinks', { ...link, name: 'Same again' });
    expect(twin.status).toBe(409);
    expect(errorOf(twin).code).toBe(ErrorCode.conflict);
    expect(errorOf(twin).message).toContain('Black Friday carousel');
  });

  it('refuses values the UTM report would split, and paths off the landing site, naming the field', async () => {
    for (const [field, value] of [
      ['utm_source', 'Facebook'],
      ['utm_medium', 'paid social'],
      ['utm_campaign', ''],
      ['path', '//evil.example/x'],
      ['path', 'https://evil.example/'],
    ] as const) {
      const res = await post('/dashboard/tools/utmLinks', { ...link, name: `bad ${field}`, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(errorOf(res).code).toBe(ErrorCode.validation);
      expect(JSON.stringify(errorOf(res).details)).toContain(field);
    }
    const kept = await get<TUtmLinkPage>('/dashboard/tools/utmLinks?search=bad', 'marketing');
    expect(kept.body.totalDocs).toBe(0);
  });

  it('finds links by campaign, keeps each brand to its own, and archives with an audit record', async () => {
    const made = await post<TUtmLink>('/dashboard/tools/utmLinks', {
      name: 'Newsletter',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter-2026',
    });
    expect(made.body.url).toBe(
      'https://www.meridian-markets.example/?utm_source=newsletter&utm_medium=email&utm_campaign=winter-2026',
    );
    const found = await get<TUtmLinkPage>('/dashboard/tools/utmLinks?search=WINTER', 'marketing');
    expect(found.body.docs.map((l) => l._id)).toEqual([made.body._id]);
    const other = await get<TUtmLinkPage>('/dashboard/tools/utmLinks?brand=northwind', 'northwind');
    expect(other.body.landing_url).toBe('https://www.northwind-trade.example/');
    expect(other.body.docs.some((l) => l._id === made.body._id)).toBe(false);
    const elsewhere = await t.call('DELETE', `/dashboard/tools/utmLinks/${made.body._id}?brand=northwind`, {
      token: token.northwind,
    });
    expect(elsewhere.status).toBe(404);

    const archived = await t.call('DELETE', `/dashboard/tools/utmLinks/${made.body._id}`, { token: token.marketing });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const after = await get<TUtmLinkPage>('/dashboard/tools/utmLinks?search=winter', 'marketing');
    expect(after.body.totalDocs).toBe(0);
    const [row] = await queryRows<{ archived: boolean }>(
      t.database.db,
      sql`select archived_at is not null as archived from utm_links where id = ${made.body._id}`,
    );
    expect(row?.archived).toBe(true);
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_inbox where entity_id = ${made.body._id}
          union all select action from audit_log where entity_id = ${made.body._id}`,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['tools.utm_link.archive', 'tools.utm_link.create']);
    // Archived, the same link can be kept again.
    const again = await post<TUtmLink>('/dashboard/tools/utmLinks', {
      name: 'Newsletter again',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'winter-2026',
    });
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(made.body.url);
  });

  it('is refused to a user without reports.utm_reports', async () => {
    expect((await get('/dashboard/tools/utmLinks', 'support')).status).toBe(403);
    expect((await post('/dashboard/tools/utmLinks', link, 'support')).status).toBe(403);
  });
});

describe('analytics', () => {
  it('counts registrations by device exactly as the clients rows say, per period and in total', async () => {
    const res = await get<TAnalytics>(`/dashboard/tools/analytics?${RANGE}&group_by=month`);
    expect(res.status).toBe(200);
    const rows = await queryRows<{ period: string; device: string | null; n: string }>(
      t.database.db,
      sql`select to_char(date_trunc('month', reporting_day(created_at)::timestamp), 'YYYY-MM-DD') as period,
                 device_type as device, count(*)::text as n
            from clients where brand_id = 'meridian'
             and reporting_day(created_at) between '2025-06-01' and '2026-11-30'
           group by 1, 2`,
    );
    const expected = new Map<string, number>();
    for (const r of rows) expected.set(`${r.period} ${r.device ?? 'unknown'}`, Number(r.n));
    const got = new Map<string, number>();
    for (const r of res.body.rows)
      for (const [device, n] of Object.entries(r.devices ?? {})) if (n) got.set(`${r.period} ${device}`, n);
    expect(got).toEqual(expected);
    expect(res.body.totals.registrations).toBe(rows.reduce((s, r) => s + Number(r.n), 0));
    expect(res.body.rows.reduce((s, r) => s + (r.registrations ?? 0), 0)).toBe(res.body.totals.registrations);
  });

  it('answers every period of the range, a period without registrations or sign-ins as zero', async () => {
    // A range before the demo's history: nothing happened, and each week is still there.
    const res = await get<TAnalytics>('/dashboard/tools/analytics?from=2020-01-01&to=2020-01-31&group_by=week');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => r.period)).toEqual([
      '2019-12-30',
      '2020-01-06',
      '2020-01-13',
      '2020-01-20',
      '2020-01-27',
    ]);
    expect(res.body.rows.every((r) => r.registrations === 0 && r.sign_ins === 0)).toBe(true);
  });

  it('counts the staff sign-ins of the brand (not view-as), each figure only under its permission', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await get<TAnalytics>(`/dashboard/tools/analytics?from=${today}&to=${today}`, 'developer');
    await t.signIn('developer@demo.test');
    const after = await get<TAnalytics>(`/dashboard/tools/analytics?from=${today}&to=${today}`, 'developer');
    expect(after.body.totals.sign_ins).toBe((before.body.totals.sign_ins ?? 0) + 1);
    expect(after.body.totals.staff_signed_in).toBeGreaterThanOrEqual(1);
    // The developer reads staff activity only; marketing reads the client figures only.
    expect(after.body.totals.registrations).toBeNull();
    expect(after.body.totals.devices).toBeNull();
    const marketing = await get<TAnalytics>(`/dashboard/tools/analytics?${RANGE}`, 'marketing');
    expect(marketing.body.totals.sign_ins).toBeNull();
    expect(marketing.body.totals.registrations).toBeGreaterThan(0);
    expect((await get(`/dashboard/tools/analytics?${RANGE}`, 'support')).status).toBe(403);
  });

  it('counts only the countries of a whitelisted caller', async () => {
    const caller = {
      brand: 'meridian',
      staff: {
        enableCountryWhitelist: true,
        whitelistCountries: ['cy'],
        permissions: ['demographics.users_per_device' as const, 'demographics.users_per_timeframe' as const],
        role: null,
      },
    };
    const scoped = await toolsAnalytics(t.database.db, caller, {
      from: '2025-06-01',
      to: '2026-11-30',
      group_by: 'month',
    });
    const [cy] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from clients where brand_id = 'meridian' and country = 'cy'
           and reporting_day(created_at) between '2025-06-01' and '2026-11-30'`,
    );
    expect(scoped.totals.registrations).toBe(Number(cy?.n));
  });
});

describe('the sales leaderboard', () => {
  it('agrees with the FTD and finance reports for every agent, and ranks by net deposits', async () => {
    const board = await get<TLeaderboard>(`/dashboard/tools/salesLeaderboard?${RANGE}`, 'accounting');
    expect(board.status).toBe(200);
    expect(board.body.ranked_by).toBe('net_deposits');
    expect(board.body.rows.length).toBeGreaterThan(1);
    const ftd = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${RANGE}&group_by=month`, 'accounting');
    for (const row of board.body.rows) {
      const byAgent = ftd.body.by_sales_agent.find((a) => a.sales_agent_id === row.sales_agent_id);
      expect(row.ftd_count, row.name ?? 'unassigned').toBe(byAgent?.ftd_count ?? 0);
      expect(row.ftd_usd).toBe(byAgent?.ftd_usd ?? '0.00');
      // The unassigned row is the reports' `none` agent.
      const agent = row.sales_agent_id ?? 'none';
      const finance = await get<TFinanceReport>(
        `/dashboard/reports/finances?${RANGE}&group_by=month&sales_agent=${agent}`,
        'accounting',
      );
      expect(row.net_deposits_usd).toBe(finance.body.totals.net_deposits_usd);
      expect(row.deposits_usd).toBe(finance.body.totals.deposits_usd);
      const narrowed = await get<TFtdReport>(
        `/dashboard/reports/firstTimeDeposits?${RANGE}&group_by=month&sales_agent=${agent}`,
        'accounting',
      );
      expect(narrowed.body.totals.ftd_count).toBe(row.ftd_count);
      expect(narrowed.body.conversion.registrations).toBe(row.registrations);
    }
    const all = await get<TFinanceReport>(`/dashboard/reports/finances?${RANGE}&group_by=month`, 'accounting');
    expect(board.body.rows.reduce((s, r) => s + cents(r.net_deposits_usd), 0n)).toBe(
      cents(all.body.totals.net_deposits_usd),
    );
    expect(board.body.totals.net_deposits_usd).toBe(all.body.totals.net_deposits_usd);
    expect(board.body.totals.deposits_usd).toBe(all.body.totals.deposits_usd);
    expect(board.body.totals.ftd_count).toBe(ftd.body.totals.ftd_count);
    expect(board.body.totals.ftd_usd).toBe(ftd.body.totals.ftd_usd);
    expect(board.body.totals.registrations).toBe(ftd.body.conversion.registrations);
    expect(board.body.totals.conversion_rate).toBe(ftd.body.conversion.rate);
    const nets = board.body.rows.map((r) => cents(r.net_deposits_usd));
    expect(nets).toEqual(nets.toSorted((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(board.body.rows[0]?.rank).toBe(1);
    // Months cut at both ends: the agents' month rollup answers the whole months, the daily facts the edges.
    const ragged = 'from=2025-06-15&to=2026-11-10';
    const cut = await get<TLeaderboard>(`/dashboard/tools/salesLeaderboard?${ragged}`, 'accounting');
    const cutFinance = await get<TFinanceReport>(`/dashboard/reports/finances?${ragged}&group_by=month`, 'accounting');
    const cutFtd = await get<TFtdReport>(`/dashboard/reports/firstTimeDeposits?${ragged}&group_by=month`, 'accounting');
    expect(cut.body.totals.net_deposits_usd).toBe(cutFinance.body.totals.net_deposits_usd);
    expect(cut.body.totals.deposits_usd).toBe(cutFinance.body.totals.deposits_usd);
    expect(cut.body.totals.ftd_count).toBe(cutFtd.body.totals.ftd_count);
    expect(cut.body.totals.registrations).toBe(cutFtd.body.conversion.registrations);
    expect(cut.body.totals.net_deposits_usd).not.toBe(board.body.totals.net_deposits_usd);
  });

  it('shows marketing the FTD figures only, ranked by FTD count; refuses a user with neither report', async () => {
    const board = await get<TLeaderboard>(`/dashboard/tools/salesLeaderboard?${RANGE}`, 'marketing');
    expect(board.body.ranked_by).toBe('ftd_count');
    expect(board.body.rows.every((r) => r.net_deposits_usd === null && r.deposits_usd === null)).toBe(true);
    expect(board.body.rows.every((r) => r.ftd_count !== null)).toBe(true);
    expect((await get(`/dashboard/tools/salesLeaderboard?${RANGE}`, 'support')).status).toBe(403);
    expect((await get('/dashboard/tools/salesLeaderboard?from=2026-02-01&to=2026-01-01', 'marketing')).status).toBe(
      400,
    );
  });
});

describe('the device facts', () => {
  it('equal the clients rows after the demo and a change of device', async () => {
    await t.database.db.execute(sql`update clients set device_type = 'ios'
      where id in (select id from clients where brand_id = 'meridian' order by id limit 3)`);
    const report = await t.database.db.transaction((tx) => verifyReportingFacts(tx));
    expect(report.differences).toEqual([]);
  });
});
