import { CLIENT_SORTS, ErrorCode, type TClientPage } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { EXACT_COUNT_CAP } from '../../db/bounded-count.ts';
import type { Db } from '../../db/client.ts';

let t: TestApp;
let admin: string;

/**
 * Rows that make keyset paging hard: equal sort values (ties broken by id), timestamps that differ
 * only in their microseconds, and NULL first-deposit amounts.
 */
async function addAwkwardClients(db: Db) {
  await db.execute(sql`
    insert into clients (brand_id, first_name, last_name, email, country, created_at, total_deposits_usd_cents, ftd_amount_usd_cents)
    select 'meridian', 'Tie', 'Same', 'tie' || i || '@paging.test', 'cy',
           '2026-03-01 12:00:00.123456+00'::timestamptz + (i % 3) * interval '1 microsecond',
           100000, case when i % 2 = 0 then null else 5000 end
    from generate_series(1, 12) as i`);
}

beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '60' }, { beforeStart: addAwkwardClients });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const list = (query: string) => t.call<TClientPage>('GET', `/dashboard/users${query}`, { token: admin });
const ids = (page: TClientPage) => page.docs.map((d) => d._id);

/** Every row of the list in one page: the order the cursor walk must reproduce. */
async function wholeList(sort: string): Promise<string[]> {
  const res = await list(`?sort=${sort}&limit=200&fields=readableId`);
  expect(res.body.nextCursor).toBeNull();
  return ids(res.body);
}

describe('cursor paging of the clients list', () => {
  for (const key of CLIENT_SORTS) {
    for (const sort of [key, `-${key}`]) {
      it(`Next then Previous visit every client once, in order, sorted by ${sort}`, async () => {
        const expected = await wholeList(sort);
        expect(expected).toHaveLength(72);
        const pages: TClientPage[] = [];
        let query = `?sort=${sort}&limit=7&fields=readableId`;
        for (let page = 1; ; page++) {
          const res = await list(query);
          expect(res.status).toBe(200);
          pages.push(res.body);
          if (!res.body.nextCursor) break;
          query = `?sort=${sort}&limit=7&fields=readableId&page=${page + 1}&cursor=${res.body.nextCursor}`;
        }
        expect(pages.flatMap(ids)).toEqual(expected);
        expect(pages).toHaveLength(11);
        expect(pages[0]?.prevCursor).toBeNull();

        // Back from the last page by prevCursor: the same pages, in reverse.
        for (let page = pages.length; page > 1; page--) {
          const cursor = pages[page - 1]?.prevCursor;
          expect(cursor).toBeTruthy();
          const back = await list(`?sort=${sort}&limit=7&fields=readableId&page=${page - 1}&cursor=${cursor}`);
          expect(ids(back.body)).toEqual(ids(pages[page - 2] as TClientPage));
        }
      });
    }
  }

  it('answers the same page by number as by cursor', async () => {
    const first = await list('?sort=-total_deposits_usd&limit=10');
    const byCursor = await list(`?sort=-total_deposits_usd&limit=10&page=2&cursor=${first.body.nextCursor}`);
    const byNumber = await list('?sort=-total_deposits_usd&limit=10&page=2');
    expect(ids(byCursor.body)).toEqual(ids(byNumber.body));
    expect(byNumber.body.prevCursor).toBe(byCursor.body.prevCursor);
  });

  it('keeps filters and the view while walking', async () => {
    const filters = encodeURIComponent('total_deposits_usd[gte]:1000');
    const first = await list(`?filters=${filters}&sort=ftd_amount_usd&limit=5`);
    const next = await list(`?filters=${filters}&sort=ftd_amount_usd&limit=5&page=2&cursor=${first.body.nextCursor}`);
    expect([...first.body.docs, ...next.body.docs].every((d) => Number(d.total_deposits_usd) >= 1000)).toBe(true);
  });

  it('refuses a cursor it did not give out, or one of another sort, with code 2', async () => {
    const garbage = await list('?cursor=not-a-cursor&page=2');
    expect(garbage.status).toBe(400);
    expect(errorOf(garbage)).toMatchObject({ code: ErrorCode.validation });
    expect(errorOf(garbage).message).toContain('cursor');
    const first = await list('?sort=email&limit=5');
    const otherSort = await list(`?sort=-email&page=2&cursor=${first.body.nextCursor}`);
    expect(otherSort.status).toBe(400);
    expect(errorOf(otherSort).message).toContain('another sort');
  });

  it('counts exactly up to the cap, then says the total is an estimate', async () => {
    expect((await list('?limit=1')).body).toMatchObject({ totalDocs: 72, totalIsEstimate: false });
    await t.database.db.execute(sql`
      insert into clients (brand_id, first_name, last_name, email, country)
      select 'meridian', 'Many', 'More', 'many' || i || '@paging.test', 'de'
      from generate_series(1, ${EXACT_COUNT_CAP}) as i`);
    await t.database.db.execute(sql`analyze clients`);
    const big = await list('?limit=1');
    expect(big.body.totalIsEstimate).toBe(true);
    expect(big.body.totalDocs).toBeGreaterThan(EXACT_COUNT_CAP);
    const few = await list(`?filters=${encodeURIComponent('country[eq]:cy')}&limit=1`);
    expect(few.body.totalIsEstimate).toBe(false);
  });
});
