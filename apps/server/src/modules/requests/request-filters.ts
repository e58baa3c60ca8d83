import { REQUEST_STATUSES, REQUEST_TYPES, type TFilter } from '@crm/contracts';
import { and, gte, lt, type SQL } from 'drizzle-orm';
import { clientRequests } from '../../db/schema.ts';
import { filterDay, filterError, oneOf, readFilters } from '../../http/filter-sql.ts';

const DAY_MS = 86_400_000;

/** A date filter on the day it names, whole days: `lte` and `gt` count the day itself as in and out. */
function onDay(f: TFilter): SQL {
  const start = filterDay(f);
  const next = new Date(start.getTime() + DAY_MS);
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

function toCondition(f: TFilter): SQL {
  switch (f.field) {
    case 'request_type':
      return oneOf(clientRequests.type, f, REQUEST_TYPES);
    case 'status':
      return oneOf(clientRequests.status, f, REQUEST_STATUSES);
    case 'createdAt':
      return onDay(f);
    default:
      throw filterError(`Unknown filter field "${f.field}" (use request_type, status or createdAt)`);
  }
}

/**
 * `filters` of `GET /dashboard/users/requests` (spec points 5 and 7): `request_type` (eq, ne; the
 * change-leverage and delete-account sub-lists are `request_type[eq]:…`), `status` (eq, ne) and
 * `createdAt` (a day: eq, gt, gte, lt, lte). Anything else answers 400 naming it.
 */
export function requestFiltersToSql(text: string | undefined): SQL | undefined {
  const parsed = readFilters(text);
  return parsed.length > 0 ? and(...parsed.map(toCondition)) : undefined;
}
