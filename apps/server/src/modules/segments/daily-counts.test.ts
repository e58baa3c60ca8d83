import type { TSegment, TSegmentHistory } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import { recordSegmentCounts, recordSegmentCountsFunction } from './daily-counts.ts';

let t: TestApp;
let marketing: string;
// The server's clock, moved by the test: noon UTC is the same day in any reporting time zone within ±11 h.
let now = new Date('2026-05-10T12:00:00Z');
const FILTERS = 'live_accounts[gte]:7';

const addClient = (email: string, country: string) =>
  t.database.db.insert(clients).values({
    brandId: 'meridian',
    firstName: 'Daily',
    lastName: 'Count',
    email,
    country,
    liveAccounts: 7,
  });

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
  marketing = (await t.signIn('marketing@demo.test')).token;
});
afterAll(() => t.close());

const history = (id: string, days = 90) =>
  t.call<TSegmentHistory>('GET', `/dashboard/users/segments/${id}/history?days=${days}`, { token: marketing });

describe('daily counts', () => {
  it('keeps one count per day, per country, and answers today counted now', async () => {
    const made = await t.call<TSegment>('POST', '/dashboard/users/segments', {
      token: marketing,
      body: { name: 'Seven accounts', filters: FILTERS },
    });
    const id = made.body._id;

    // Day 1: nobody matches; the day is still counted (a zero, not a gap).
    expect(await recordSegmentCounts(t.database.db, now)).toBeGreaterThanOrEqual(1);
    // Day 2, by the registry's function at its due times: two clients; counted twice, the last count stands.
    now = new Date('2026-05-11T12:00:00Z');
    await addClient('one@daily.test', 'cy');
    const job = recordSegmentCountsFunction(t.database.db);
    await job.run({ parameters: {}, dueAt: now, log: t.app.log });
    await addClient('two@daily.test', 'de');
    await job.run({ parameters: {}, dueAt: now, log: t.app.log });
    // Day 3 is never counted (the server was down); day 4 is today.
    now = new Date('2026-05-13T12:00:00Z');
    await addClient('three@daily.test', 'de');

    const res = await history(id);
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual([
      { day: '2026-05-10', clients: 0 },
      { day: '2026-05-11', clients: 2 },
      { day: '2026-05-13', clients: 3 },
    ]);
    const stored = await queryRows<{ day: string; country: string; clients: number }>(
      t.database.db,
      sql`select day::text, country, clients from client_segment_daily_counts where segment_id = ${id} order by day, country`,
    );
    expect(stored).toEqual([
      { day: '2026-05-10', country: '', clients: 0 },
      { day: '2026-05-11', country: 'cy', clients: 1 },
      { day: '2026-05-11', country: 'de', clients: 1 },
    ]);
    // A shorter window leaves the older days out.
    expect((await history(id, 3)).body.days.map((d) => d.day)).toEqual(['2026-05-11', '2026-05-13']);
  });

  it('sums only the countries a whitelisted viewer may see', async () => {
    const made = await t.call<TSegment>('POST', '/dashboard/users/segments', {
      token: marketing,
      body: { name: 'Seven, whitelisted', filters: FILTERS },
    });
    await recordSegmentCounts(t.database.db, new Date('2026-05-12T12:00:00Z'));
    const admin = (await t.signIn('admin@demo.test')).token;
    const users = await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=marketing@', {
      token: admin,
    });
    await t.call('PUT', `/dashboard/crmusers/${users.body.docs[0]?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    marketing = (await t.signIn('marketing@demo.test')).token;
    const res = await history(made.body._id);
    expect(res.body.days).toEqual([
      { day: '2026-05-12', clients: 1 },
      { day: '2026-05-13', clients: 1 },
    ]);
  });

  it('skips deleted segments', async () => {
    const made = await t.call<TSegment>('POST', '/dashboard/users/segments', {
      token: marketing,
      body: { name: 'Deleted before counting', filters: FILTERS },
    });
    await t.call('DELETE', `/dashboard/users/segments/${made.body._id}`, {
      token: marketing,
      body: { reason: 'gone' },
    });
    await recordSegmentCounts(t.database.db, now);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from client_segment_daily_counts where segment_id = ${made.body._id}`,
    );
    expect(row?.n).toBe(0);
  });
});
