import { CURRENCIES } from '@crm/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { currencies } from '../../db/schema-reports.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// The database converts to USD with its own copy of the digits: it must be the contracts' list.
it('holds the same currencies and digits as the contracts', async () => {
  const rows = await database.db.select().from(currencies).orderBy(asc(currencies.code));
  const expected = CURRENCIES.map((c) => ({ code: c.code, digits: c.digits })).toSorted((a, b) =>
    a.code < b.code ? -1 : 1,
  );
  expect(rows).toEqual(expected);
  // The conversion's own copy of the digits, a function for speed (migration 0019).
  for (const c of CURRENCIES) {
    const [row] = await queryRows<{ digits: number }>(
      database.db,
      sql`SELECT currency_digits(${c.code})::int AS digits`,
    );
    expect(row?.digits, c.code).toBe(c.digits);
  }
});
