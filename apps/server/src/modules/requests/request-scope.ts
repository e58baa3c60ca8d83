import type { TRequestListQuery } from '@crm/contracts';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { clientRequests, clients } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import { reportingDayEnd, reportingDayStart } from '../../http/reporting-day.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { requestFiltersToSql } from './request-filters.ts';
import { visibleRequestTypes } from './request-permissions.ts';

/**
 * Requests the caller may see: the brand, the client's country under the whitelist (through the
 * joined client), and only the types the caller's permissions open.
 */
export function requestScope(ctx: RequestContext): SQL {
  const types = visibleRequestTypes(ctx.auth.staff);
  return (
    and(
      eq(clientRequests.brandId, ctx.auth.brand),
      dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
      types === 'all' ? undefined : types.length > 0 ? inArray(clientRequests.type, types) : sql`false`,
    ) ?? sql`false`
  );
}

export function requestListWhere(ctx: RequestContext, q: Partial<TRequestListQuery>): SQL | undefined {
  return and(
    requestScope(ctx),
    requestFiltersToSql(q.filters),
    q.user ? eq(clientRequests.clientId, q.user) : undefined,
    q.fromDate ? gte(clientRequests.createdAt, reportingDayStart(q.fromDate)) : undefined,
    q.toDate ? lt(clientRequests.createdAt, reportingDayEnd(q.toDate)) : undefined,
  );
}

export const requestNotFound = () => notFound('Request');
