import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { StaffRecord } from '../modules/staff/staff-record.ts';

/** The columns that place a row in the caller's scope: its brand and (for clients) its country. */
export type ScopeColumns = { brand: Column; country?: Column };

/** Just what scoping reads of the caller (an `AuthContext` fits). */
export type ScopeCaller = { brand: string; staff: Pick<StaffRecord, 'enableCountryWhitelist' | 'whitelistCountries'> };

/**
 * The data-scope condition for every query over brand data (lists, detail, search, exports,
 * reports, notifications): the row belongs to the selected brand, and, when the caller has the
 * country whitelist on, its country is whitelisted. An enabled whitelist with no countries shows
 * nothing: an empty list means "no countries", never "all". Rows outside the scope should answer
 * 404, as if they did not exist.
 */
export function dataScope(auth: ScopeCaller, columns: ScopeColumns): SQL {
  const conditions: SQL[] = [eq(columns.brand, auth.brand)];
  if (columns.country && auth.staff.enableCountryWhitelist) {
    const allowed = auth.staff.whitelistCountries;
    conditions.push(allowed.length > 0 ? inArray(columns.country, allowed) : sql`false`);
  }
  return and(...conditions) ?? sql`true`;
}

/** True when a country is visible to the caller; for checks on one record already loaded. */
export function isCountryInScope(auth: Pick<ScopeCaller, 'staff'>, country: string | null): boolean {
  if (!auth.staff.enableCountryWhitelist) return true;
  return country !== null && auth.staff.whitelistCountries.includes(country.toLowerCase());
}
