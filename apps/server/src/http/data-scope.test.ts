import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { dataScope, isCountryInScope, type ScopeCaller } from './data-scope.ts';

/** A stand-in for the clients table the clients capability adds, to run the condition for real. */
const people = pgTable('scope_probe', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  country: text('country'),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table scope_probe (id text primary key, brand text not null, country text)`);
  await database.db.insert(people).values([
    { id: 'm-cy', brand: 'meridian', country: 'cy' },
    { id: 'm-de', brand: 'meridian', country: 'de' },
    { id: 'm-none', brand: 'meridian', country: null },
    { id: 'n-cy', brand: 'northwind', country: 'cy' },
  ]);
});
afterAll(() => database.close());

const staff = (enable: boolean, countries: string[]): ScopeCaller['staff'] => ({
  enableCountryWhitelist: enable,
  whitelistCountries: countries,
});

const visible = async (brand: string, s: ScopeCaller['staff']) => {
  const rows = await database.db
    .select({ id: people.id })
    .from(people)
    .where(dataScope({ brand, staff: s }, { brand: people.brand, country: people.country }))
    .orderBy(people.id);
  return rows.map((r) => r.id);
};

describe('data scope', () => {
  it('keeps to the selected brand', async () => {
    expect(await visible('meridian', staff(false, []))).toEqual(['m-cy', 'm-de', 'm-none']);
    expect(await visible('northwind', staff(false, []))).toEqual(['n-cy']);
  });

  it('keeps to the whitelisted countries when the whitelist is on', async () => {
    expect(await visible('meridian', staff(true, ['de']))).toEqual(['m-de']);
    expect(await visible('meridian', staff(true, ['cy', 'de']))).toEqual(['m-cy', 'm-de']);
    // The list is kept even while the whitelist is off; off means every country.
    expect(await visible('meridian', staff(false, ['de']))).toEqual(['m-cy', 'm-de', 'm-none']);
  });

  it('shows nothing for an enabled whitelist with no countries', async () => {
    expect(await visible('meridian', staff(true, []))).toEqual([]);
  });

  it('checks one loaded record the same way', () => {
    expect(isCountryInScope({ staff: staff(true, ['de']) }, 'DE')).toBe(true);
    expect(isCountryInScope({ staff: staff(true, ['de']) }, 'cy')).toBe(false);
    expect(isCountryInScope({ staff: staff(true, ['de']) }, null)).toBe(false);
    expect(isCountryInScope({ staff: staff(false, []) }, null)).toBe(true);
  });
});
