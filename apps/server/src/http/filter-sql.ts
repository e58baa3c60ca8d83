import { FilterSyntaxError, parseFilters, type TFilter } from '@crm/contracts';
import { type Column, inArray, notInArray, type SQL } from 'drizzle-orm';
import { invalidField } from './app-error.ts';

/**
 * What every list's `filters` parameter (spec point 5's grammar) needs on the way to SQL: reading
 * it, and refusing what a list cannot filter on with a 400 that names the parameter.
 */
export const filterError = (message: string) => invalidField('query.filters', message);

/** The filters of `text`; a malformed one answers 400 naming what is wrong. */
export function readFilters(text: string | null | undefined): TFilter[] {
  try {
    return parseFilters(text);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw filterError(error.message);
    throw error;
  }
}

/** The one date (YYYY-MM-DD) a date filter takes, as the start of that day (UTC). */
export function filterDay(f: TFilter): string {
  const [value] = f.values;
  const day = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  // A day that does not exist (2024-02-31) would otherwise roll over into the next month.
  if (f.values.length !== 1 || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw filterError(`Filter ${f.field}: expected one date as YYYY-MM-DD`);
  }
  return value;
}

/** A filter on a column of known values: eq is any of them, ne none of them; anything else is refused. */
export function oneOf(column: Column, f: TFilter, allowed: readonly string[]): SQL {
  const unknown = f.values.filter((v) => !allowed.includes(v));
  if (unknown.length > 0) throw filterError(`Filter ${f.field}: unknown value ${unknown.join(', ')}`);
  if (f.operator === 'eq') return inArray(column, f.values);
  if (f.operator === 'ne') return notInArray(column, f.values);
  throw filterError(`Filter ${f.field} takes eq or ne`);
}

/** A filter whose field is one of a list's names. */
export type TFilterOf<F extends string> = TFilter & { field: F };

/**
 * A list's map from each filterable field to its SQL: a `Record` over the list's union of field
 * names, so a field added to the catalogue without a condition does not compile.
 */
export type TFilterConditions<F extends string> = { [K in F]: (f: TFilterOf<K>) => SQL };

/** The condition of `f` from `conditions`, or a 400 for a field the list does not filter on. */
export function conditionOf<F extends string>(conditions: TFilterConditions<F>, f: TFilter): SQL {
  const { field } = f;
  if (!isFieldOf(conditions, field)) {
    throw filterError(`Unknown filter field "${field}" (use ${Object.keys(conditions).join(', ')})`);
  }
  return conditions[field]({ ...f, field });
}

const isFieldOf = <F extends string>(conditions: TFilterConditions<F>, field: string): field is F =>
  Object.hasOwn(conditions, field);
