import { CLIENT_FILTERS, type TFilter, type TFilterOperator, toMinorUnits } from '@crm/contracts';
import { and, type Column, eq, gt, gte, inArray, lt, lte, ne, notInArray, type SQL } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { filterError as bad, filterDay, oneOf, readFilters } from '../../http/filter-sql.ts';

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

function toCondition(f: TFilter): SQL {
  const definition = CLIENT_FILTERS.find((d) => d.name === f.field);
  if (!definition) throw bad(`Unknown filter field "${f.field}"`);
  if (!definition.operators.includes(f.operator)) {
    throw bad(`Filter ${f.field} does not take ${f.operator} (use ${definition.operators.join(', ')})`);
  }
  switch (f.field) {
    case 'kyc_approved': {
      const [value] = f.values;
      if (f.values.length !== 1 || (value !== 'true' && value !== 'false'))
        throw bad('Filter kyc_approved: true or false');
      return value === 'true' ? eq(clients.kycStatus, 'approved') : ne(clients.kycStatus, 'approved');
    }
    case 'device_type':
      return oneOf(clients.deviceType, f, definition.values);
    case 'country':
      return inArray(
        clients.country,
        f.values.map((v) => v.toLowerCase()),
      );
    case 'live_accounts':
      return numeric(clients.liveAccounts, f, numbers(f, integer, WHOLE));
    case 'demo_accounts':
      return numeric(clients.demoAccounts, f, numbers(f, integer, WHOLE));
    case 'ftd_amount_usd':
      return numeric(clients.ftdAmountUsd, f, numbers(f, usdCents, USD));
    case 'total_deposits_usd':
      return numeric(clients.totalDepositsUsd, f, numbers(f, usdCents, USD));
    case 'from_date':
      return gte(clients.createdAt, filterDay(f));
    case 'to_date':
      // The whole day counts: before the start of the next one.
      return lt(clients.createdAt, new Date(filterDay(f).getTime() + 86_400_000));
    default:
      throw bad(`Unknown filter field "${f.field}"`);
  }
}

/** The `filters` parameter as one SQL condition; a mistake answers 400 naming it. */
export function filtersToSql(text: string | undefined): SQL | undefined {
  const parsed = readFilters(text);
  return parsed.length > 0 ? and(...parsed.map(toCondition)) : undefined;
}
