import { CLIENT_FILTERS, type TClientListQuery } from '@crm/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { pickFields, toClientReply } from './client-reply.ts';
import { filtersToSql } from './filters-to-sql.ts';

/** The console's four lists (spec point 2), by KYC status; documented in docs/ARCHITECTURE.md. */
const VIEWS: Record<TClientListQuery['view'], SQL | undefined> = {
  all: undefined,
  pending: inArray(clients.kycStatus, ['pending', 'pending_changes']),
  verified: eq(clients.kycStatus, 'approved'),
  kyc: inArray(clients.kycStatus, ['not_started', 'rejected']),
};

const SORT_COLUMNS = {
  createdAt: clients.createdAt,
  readableId: clients.readableId,
  last_name: clients.lastName,
  email: clients.email,
  country: clients.country,
  total_deposits_usd: clients.totalDepositsUsd,
  ftd_amount_usd: clients.ftdAmountUsd,
} as const;

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

/** The whole WHERE of a clients list: scope, view, filters and search. Shared with exports. */
export function clientListWhere(ctx: RequestContext, query: TClientListQuery): SQL | undefined {
  return and(
    dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
    VIEWS[query.view],
    filtersToSql(query.filters),
    searchCondition(query.search),
  );
}

/** `GET /dashboard/users`. */
export async function listClients({ db }: Deps, ctx: RequestContext, query: TClientListQuery) {
  const where = clientListWhere(ctx, query);
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const order = descending ? [desc(column), desc(clients.id)] : [asc(column), asc(clients.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  const fields = query.fields ? query.fields.split(',').map((f) => f.trim()) : [];
  return {
    docs: rows.map((r) => pickFields(toClientReply(r), fields)),
    totalDocs: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** `GET /dashboard/users/filters`: the client filters of spec point 9. */
export const clientFilterDefinitions = () =>
  CLIENT_FILTERS.map((f) => ({ ...f, operators: [...f.operators], values: [...f.values] }));
