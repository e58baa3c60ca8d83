import { REQUEST_STATUSES, REQUEST_TYPES, type TFilter, type TRequestFilterField } from '@crm/contracts';
import { and, gte, lt, type SQL } from 'drizzle-orm';
import { clientRequests } from '../../db/schema.ts';
import {
  conditionOf,
  filterDay,
  filterError,
  oneOf,
  readFilters,
  type TFilterConditions,
} from '../../http/filter-sql.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';

/** A date filter on the day it names, whole days: `lte` and `gt` count the day itself as in and out. */
function onDay(f: TFilter): SQL {
  const day = filterDay(f);
  const start = reportingDayStart(day);
  const next = reportingDayEnd(day);
  const column = clientRequests.createdAt;
  switch (f.operator) {
    case 'gte':
      return gte(column, start);
    case 'gt':
      return gte(column, next);
    case 'lt':
      return lt(column, start);
    case 'lte':
      return lt(column, next);
    case 'eq':
      return and(gte(column, start), lt(column, next)) as SQL;
    default:
      throw filterError(`Filter ${f.field} takes eq, gt, gte, lt or lte`);
  }
}

/** Each request filter's SQL, by field: exhaustive over REQUEST_FILTER_FIELDS. */
const CONDITIONS: TFilterConditions<TRequestFilterField> = {
  request_type: (f) => oneOf(clientRequests.type, f, REQUEST_TYPES),
  status: (f) => oneOf(clientRequests.status, f, REQUEST_STATUSES),
  createdAt: onDay,
};

/**
 * `filters` of `GET /dashboard/users/requests` (spec points 5 and 7): `request_type` (eq, ne; the
 * change-leverage and delete-account sub-lists are `request_type[eq]:…`), `status` (eq, ne) and
 * `createdAt` (a day: eq, gt, gte, lt, lte). Anything else answers 400 naming it.
 */
export function requestFiltersToSql(text: string | undefined): SQL | undefined {
  const parsed = readFilters(text);
  return parsed.length > 0 ? and(...parsed.map((f) => conditionOf(CONDITIONS, f))) : undefined;
}
