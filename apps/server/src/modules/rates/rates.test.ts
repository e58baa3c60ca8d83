import { CURRENCIES, ErrorCode, type TExchangeRate, type TUsdFigures } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { applyReportingTimeZone } from './reporting-time-zone.ts';
import { simulatedRateSource } from './simulated/simulated-rates.ts';
import { syncRates } from './sync-rates.ts';

let t: TestApp;
let marketing: string;

beforeAll(async () => {
  t = await startTestApp();
  marketing = (await t.signIn('marketing@demo.test')).token;
});
afterAll(() => t?.close());

const rateOf = async (currency: string, day: string) =>
  (
    await queryRows<{ r: string }>(
      t.database.db,
      sql`select usd_per_unit::text as r from exchange_rates where currency = ${currency} and day = ${day}::date`,
    )
  )[0]?.r;

describe('simulated rate source', () => {
  it('gives the same day the same rate, within realistic bands', async () => {
    const days = ['2025-06-01', '2026-01-15'];
    const first = await simulatedRateSource().ratesFor(days);
    const again = await simulatedRateSource().ratesFor([...days].reverse());
    for (const r of first) {
      expect(again.find((a) => a.currency === r.currency && a.day === r.day)?.usdPerUnit).toBe(r.usdPerUnit);
      const usd = Number(r.usdPerUnit);
      const band = {
        EUR: [1.02, 1.14],
        GBP: [1.2, 1.34],
        BTC: [60_000, 100_000],
        ETH: [2_500, 4_000],
        USDT: [0.998, 1.002],
        MRD: [0.2, 0.3],
      }[r.currency];
      expect(band, r.currency).toBeDefined();
      expect(usd).toBeGreaterThanOrEqual(band?.[0] ?? 0);
      expect(usd).toBeLessThanOrEqual(band?.[1] ?? 0);
      expect(r.usdPerUnit).toMatch(/^\d+(\.\d+)?$/);
    }
  });
});

describe('rate sync', () => {
  it('holds 18 months and a week of every currency up to today at start', async () => {
    const [span] = await queryRows<{ first: string; last: string; n: number; today: string }>(
      t.database.db,
      sql`select min(day)::text as first, max(day)::text as last, count(*)::int as n,
                 reporting_day(now())::text as today from exchange_rates`,
    );
    expect(span?.last).toBe(span?.today);
    const months = (Date.parse(span?.today ?? '') - Date.parse(span?.first ?? '')) / 86_400_000 / 30.44;
    expect(months).toBeGreaterThan(18);
    const days = (Date.parse(span?.today ?? '') - Date.parse(span?.first ?? '')) / 86_400_000 + 1;
    expect(span?.n).toBe(days * (CURRENCIES.length - 1));
  });

  it('adds only the new days, again and again, with an injected clock', async () => {
    const db = t.database.db;
    const source = simulatedRateSource();
    const now = new Date();
    expect(await syncRates(db, source, { now })).toBe(0);
    const inTwoDays = new Date(now.getTime() + 2 * 86_400_000);
    expect(await syncRates(db, source, { now: inTwoDays })).toBe(2 * (CURRENCIES.length - 1));
    expect(await syncRates(db, source, { now: inTwoDays })).toBe(0);
    // Two servers at once: one writes each row, the other finds it there.
    const inFourDays = new Date(now.getTime() + 4 * 86_400_000);
    const both = await Promise.all([
      syncRates(db, source, { now: inFourDays }),
      syncRates(db, source, { now: inFourDays }),
    ]);
    expect(both[0] + both[1]).toBe(2 * (CURRENCIES.length - 1));
    await db.execute(sql`delete from exchange_rates where day > reporting_day(now())`);
  });
});

describe('GET /dashboard/utils/exchangeRate', () => {
  const get = (query: string, token = marketing) =>
    t.call<TExchangeRate>('GET', `/dashboard/utils/exchangeRate?${query}`, { token });

  it('answers any signed-in staff with usd(from)/usd(to) of the day, in SQL numeric', async () => {
    const day = '2026-03-10';
    const res = await get(`from=BTC&to=EUR&date=${day}`);
    expect(res.status).toBe(200);
    const [expected] = await queryRows<{ r: string }>(
      t.database.db,
      sql`select trim_scale(round(b.usd_per_unit / e.usd_per_unit, 11 - floor(log(b.usd_per_unit / e.usd_per_unit))::int))::text as r
            from exchange_rates b, exchange_rates e
           where b.currency = 'BTC' and e.currency = 'EUR' and b.day = ${day}::date and e.day = b.day`,
    );
    expect(res.body).toEqual({ from: 'BTC', to: 'EUR', date: day, rate: expected?.r, rate_day: day });
    expect(res.body.rate.replace(/^0\.0*|\./g, '').length).toBeLessThanOrEqual(12);
  });

  it('reads EUR→USD as the stored rate and today by default; USD→USD is 1', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await get('from=eur&to=USD');
    expect(res.body.date).toBe(today);
    expect(Number(res.body.rate)).toBeCloseTo(Number(await rateOf('EUR', today)), 10);
    expect((await get('from=USD&to=USD')).body.rate).toBe('1');
  });

  it('uses the last rate before a day the source has not published', async () => {
    await t.database.db.execute(sql`delete from exchange_rates where currency = 'GBP' and day = '2026-02-02'`);
    const res = await get('from=GBP&to=USD&date=2026-02-02');
    expect(res.body.rate_day).toBe('2026-02-01');
    expect(Number(res.body.rate)).toBeCloseTo(Number(await rateOf('GBP', '2026-02-01')), 10);
  });

  it('refuses an unknown currency with the validation code, and a day before any rate with 404', async () => {
    const res = await get('from=XAU&to=USD');
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(ErrorCode.validation);
    expect((await get('from=BTC&to=USD&date=2001-01-01')).status).toBe(404);
    expect((await t.call('GET', '/dashboard/utils/exchangeRate?from=BTC&to=USD')).status).toBe(401);
  });
});

describe('GET /dashboard/utils/currencies and usdFigures', () => {
  it('serves the currency entries of spec point 3', async () => {
    const res = await t.call('GET', '/dashboard/utils/currencies', { token: marketing });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CURRENCIES);
  });

  it('converts the USD figures at today’s rate: the BTC four-eyes threshold is 10,000 USD of bitcoin', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const btc = Number(await rateOf('BTC', today));
    const res = await t.call<TUsdFigures>('GET', '/dashboard/utils/usdFigures?currency=BTC', { token: marketing });
    expect(res.status).toBe(200);
    expect(Number(res.body.four_eyes_withdrawal_threshold)).toBeCloseTo(10_000 / btc, 8);
    expect(Number(res.body.four_eyes_withdrawal_threshold)).toBeLessThan(1);
    expect(Number(res.body.min_deposit.vip)).toBeCloseTo(1000 / btc, 8);
    expect(res.body.deposit_presets.standard).toHaveLength(6);
    const usd = await t.call<TUsdFigures>('GET', '/dashboard/utils/usdFigures?currency=USD', { token: marketing });
    expect(usd.body.four_eyes_withdrawal_threshold).toBe('10000.00');
    expect(usd.body.min_deposit).toEqual({ standard: '50.00', vip: '1000.00', vipblack: '3000.00' });
  });
});

describe('reporting time zone', () => {
  it('is set from REPORTING_TIME_ZONE at start, with the facts rebuilt', async () => {
    const tokyo = await startTestApp({ REPORTING_TIME_ZONE: 'Asia/Tokyo' });
    try {
      const [row] = await queryRows<{ tz: string; day: string }>(
        tokyo.database.db,
        sql`select time_zone as tz, reporting_day('2026-01-01T20:00:00Z')::text as day from reporting_settings`,
      );
      expect(row).toEqual({ tz: 'Asia/Tokyo', day: '2026-01-02' });
      // The console learns the zone with the signed-in user, for its "today" of the report periods.
      const signedIn = await tokyo.signIn('admin@demo.test');
      expect((signedIn.user as { reportingTimeZone?: string }).reportingTimeZone).toBe('Asia/Tokyo');
      const me = await tokyo.call<{ reportingTimeZone: string }>('GET', '/dashboard/crmusers/current', {
        token: signedIn.token,
      });
      expect(me.body.reportingTimeZone).toBe('Asia/Tokyo');
      // Changed once, then left alone: a restart with the same setting rebuilds nothing.
      expect(await applyReportingTimeZone(tokyo.database.db, 'Asia/Tokyo')).toBe(false);
      expect(await applyReportingTimeZone(tokyo.database.db, 'UTC')).toBe(true);
    } finally {
      await tokyo.close();
    }
    // A second server and its demo staff: more than the default 30 s on a loaded machine.
  }, 120_000);

  it('refuses a zone that is not an IANA name', async () => {
    await expect(startTestApp({ REPORTING_TIME_ZONE: 'Mars/Olympus' })).rejects.toThrow(/REPORTING_TIME_ZONE/);
  });
});
