import {
  CLIENT_FILTERS,
  type TClientFilterField,
  type TFilter,
  type TFilterOperator,
  toMinorUnits,
} from '@crm/contracts';
import { and, type Column, eq, gt, gte, inArray, lt, lte, ne, notInArray, type SQL } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import {
  filterError as bad,
  conditionOf,
  filterDay,
  oneOf,
  readFilters,
  type TFilterConditions,
} from '../../http/filter-sql.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';

/** A USD amount in a filter ("2500", "2500.5") as the cents the columns hold. */
const usdCents = (text: string) => toMinorUnits(text, 'USD');

const compare: Record<TFilterOperator, (column: Column, value: unknown) => SQL> = {
  eq: (c, v) => eq(c, v),
  ne: (c, v) => ne(c, v),
  gt: (c, v) => gt(c, v),
  gte: (c, v) => gte(c, v),
  lt: (c, v) => lt(c, v),
  lte: (c, v) => lte(c, v),
};

/**
 * The values of a number filter; anything else answers 400 naming the filter as the console labels
 * it, so the message can stand beside that filter.
 */
function numbers(f: TFilter, parse: (v: string) => number | null, expected: string): number[] {
  const label = CLIENT_FILTERS.find((d) => d.name === f.field)?.label ?? f.field;
  return f.values.map((v) => {
    const n = parse(v);
    if (n === null) throw bad(`${label} (${f.field}): "${v}" is not ${expected}`);
    return n;
  });
}
const integer = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : null);
const WHOLE = 'a whole number';
const USD = 'an amount in USD (digits, at most 2 decimals)';

/** One value compared, or several (eq: any of them; ne: none of them). */
function numeric(column: Column, f: TFilter, values: number[]): SQL {
  if (values.length > 1) {
    if (f.operator === 'eq') return inArray(column, values);
    if (f.operator === 'ne') return notInArray(column, values);
    throw bad(`Filter ${f.field}: ${f.operator} takes one value`);
  }
  return compare[f.operator](column, values[0]);
}

/** Each client filter's SQL, by field: exhaustive over the catalogue's names (TClientFilterField). */
const CONDITIONS: TFilterConditions<TClientFilterField> = {
  kyc_approved: (f) => {
    const [value] = f.values;
    if (f.values.length !== 1 || (value !== 'true' && value !== 'false'))
      throw bad('Filter kyc_approved: true or false');
    return value === 'true' ? eq(clients.kycStatus, 'approved') : ne(clients.kycStatus, 'approved');
  },
  device_type: (f) => oneOf(clients.deviceType, f, definitionOf(f.field).values),
  country: (f) =>
    inArray(
      clients.country,
      f.values.map((v) => v.toLowerCase()),
    ),
  live_accounts: (f) => numeric(clients.liveAccounts, f, numbers(f, integer, WHOLE)),
  demo_accounts: (f) => numeric(clients.demoAccounts, f, numbers(f, integer, WHOLE)),
  ftd_amount_usd: (f) => numeric(clients.ftdAmountUsd, f, numbers(f, usdCents, USD)),
  total_deposits_usd: (f) => numeric(clients.totalDepositsUsd, f, numbers(f, usdCents, USD)),
  from_date: (f) => gte(clients.createdAt, reportingDayStart(filterDay(f))),
  // The whole day counts: before the start of the next one.
  to_date: (f) => lt(clients.createdAt, reportingDayEnd(filterDay(f))),
};

const definitionOf = (field: TClientFilterField) => {
  const definition = CLIENT_FILTERS.find((d) => d.name === field);
  if (!definition) throw new Error(`The client filter catalogue has no "${field}"`);
  return definition;
};

/** The operator is one the catalogue offers for the field, then the field's own condition. */
const toCondition = (f: TFilter): SQL => {
  const definition = CLIENT_FILTERS.find((d) => d.name === f.field);
  if (definition && !definition.operators.includes(f.operator)) {
    throw bad(`Filter ${f.field} does not take ${f.operator} (use ${definition.operators.join(', ')})`);
  }
  return conditionOf(CONDITIONS, f);
};

/** The `filters` parameter as one SQL condition; a mistake answers 400 naming it. */
export function filtersToSql(text: string | undefined): SQL | undefined {
  const parsed = readFilters(text);
  return parsed.length > 0 ? and(...parsed.map(toCondition)) : undefined;
}
