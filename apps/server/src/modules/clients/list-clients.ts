import { CLIENT_FILTERS, type TClientListQuery } from '@crm/contracts';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { boundedCount } from '../../db/bounded-count.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import {
  beyondCursor,
  type Cursor,
  decodeCursor,
  encodeCursor,
  orderBy,
  parseSort,
  sortValueText,
} from './client-order.ts';
import { pickFields, toClientReply } from './client-reply.ts';
import { drillFiltersToSql } from './drill-filters-to-sql.ts';
import { filtersToSql } from './filters-to-sql.ts';

/** The console's four lists (spec point 2), by KYC status; documented in docs/ARCHITECTURE.md. */
const VIEWS: Record<TClientListQuery['view'], SQL | undefined> = {
  all: undefined,
  pending: inArray(clients.kycStatus, ['pending', 'pending_changes']),
  verified: eq(clients.kycStatus, 'approved'),
  kyc: inArray(clients.kycStatus, ['not_started', 'rejected']),
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Free-text search of the list: a readable id, or part of a name or e-mail. */
function searchCondition(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const like = `%${escapeLike(term.toLowerCase())}%`;
  return or(
    /^\d{1,15}$/.test(term) ? eq(clients.readableId, Number(term)) : undefined,
    ilike(sql`lower(${clients.firstName} || ' ' || ${clients.lastName})`, like),
    ilike(clients.email, like),
  );
}

/** The whole WHERE of a clients list: scope, view, filters, drill filters and search. Shared with exports. */
export function clientListWhere(ctx: RequestContext, query: TClientListQuery): SQL | undefined {
  return and(
    dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
    // An undone IB leads import's clients are soft-deleted: gone from every list.
    isNull(clients.deletedAt),
    VIEWS[query.view],
    filtersToSql(query.filters),
    drillFiltersToSql(query),
    searchCondition(query.search),
  );
}

/**
 * `GET /dashboard/users`. A page is an index walk: with a cursor (what Next and Previous send) it
 * starts from the row the cursor names, so page 2,000 costs what page 1 costs; without one it
 * skips `(page - 1) × limit` rows, which is only cheap near the start (a hand-edited link). One
 * row more than the page is read to know whether there is a next page.
 */
export async function listClients({ db }: Deps, ctx: RequestContext, query: TClientListQuery) {
  const where = clientListWhere(ctx, query);
  const order = parseSort(query.sort);
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
  // Previous walks backwards from the cursor and turns the rows round afterwards.
  const backwards = cursor?.direction === 'before';
  const walk = backwards ? { ...order, descending: !order.descending } : order;
  const page = db
    .select({ row: clients, sortValue: sortValueText(order) })
    .from(clients)
    .where(and(where, cursor ? beyondCursor(order, cursor, walk.descending) : undefined))
    .orderBy(...orderBy(walk))
    .limit(query.limit + 1)
    .offset(cursor ? 0 : (query.page - 1) * query.limit);
  const [read, total] = await Promise.all([page, boundedCount(db, clients, where)]);
  const more = read.length > query.limit;
  const rows = read.slice(0, query.limit);
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const cursorAt = (direction: Cursor['direction'], at: (typeof rows)[number]) =>
    encodeCursor({ direction, sort: query.sort, value: at.sortValue, id: at.row.id });
  const hasNext = backwards ? true : more;
  const hasPrevious = query.page > 1 && (backwards ? more : true);
  const fields = query.fields ? query.fields.split(',').map((f) => f.trim()) : [];
  const seen = (query.page - 1) * query.limit + rows.length + (hasNext ? 1 : 0);
  return {
    docs: rows.map((r) => pickFields(toClientReply(r.row), fields)),
    totalDocs: total.exact ? total.n : Math.max(total.n, seen),
    totalIsEstimate: !total.exact,
    page: query.page,
    limit: query.limit,
    nextCursor: hasNext && last ? cursorAt('after', last) : null,
    prevCursor: hasPrevious && first ? cursorAt('before', first) : null,
  };
}

/** `GET /dashboard/users/filters`: the client filters of spec point 9. */
export const clientFilterDefinitions = () =>
  CLIENT_FILTERS.map((f) => ({ ...f, operators: [...f.operators], values: [...f.values] }));
