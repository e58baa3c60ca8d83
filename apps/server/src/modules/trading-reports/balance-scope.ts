import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ScopeCaller } from '../../http/data-scope.ts';

/** What places an account in a balance report: its brand, its client's country, its platform and currency. */
export type ScopeDimension = 'brand' | 'country' | 'platform' | 'currency';

/** One rule: the account's value of a dimension is one of these (an empty list lets none through). */
export type ScopeRule = { on: ScopeDimension; oneOf: readonly string[] };

/**
 * The balance report's scope as data: the rules (brand, country whitelist, the query's countries,
 * platforms and currencies) are written once, here, and read by both the SQL (`scopeWhere`: the
 * page and the totals) and the in-memory filter of the shared exposed accounts (`inScope`), so the
 * two cannot apply different rules. The whitelist is data-scope.ts's: an enabled whitelist with no
 * countries shows nothing.
 */
export function balanceScope(
  auth: ScopeCaller,
  query: {
    country?: readonly string[] | undefined;
    platform?: readonly string[] | undefined;
    currency?: readonly string[] | undefined;
  },
): ScopeRule[] {
  const rules: ScopeRule[] = [{ on: 'brand', oneOf: [auth.brand] }];
  if (auth.staff.enableCountryWhitelist) rules.push({ on: 'country', oneOf: auth.staff.whitelistCountries });
  // An absent or empty filter is no filter, as everywhere in the reports.
  if (query.country?.length) rules.push({ on: 'country', oneOf: query.country });
  if (query.platform?.length) rules.push({ on: 'platform', oneOf: query.platform });
  if (query.currency?.length) rules.push({ on: 'currency', oneOf: query.currency });
  return rules;
}

/** The scope as a condition over the expressions that hold each dimension in a query. */
export function scopeWhere(rules: readonly ScopeRule[], columns: Record<ScopeDimension, SQL>): SQL {
  const conditions = rules.map((r) => (r.oneOf.length > 0 ? inArray(columns[r.on], [...r.oneOf]) : sql`false`));
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** The same scope over a row already read. */
export const inScope = (rules: readonly ScopeRule[], row: Record<ScopeDimension, string>): boolean =>
  rules.every((r) => r.oneOf.includes(row[r.on]));
