import type { TClientSearchResult } from '@crm/contracts';
import { and, isNull } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { type LoginMatch, searchByLogin } from './search-by-login.ts';
import { DIGITS, planSearch, type SearchField } from './search-plan.ts';

/** `GET /dashboard/users/search`: quick search for the sidebar box, within the caller's scope. */
export async function searchClients(
  { db }: Deps,
  ctx: RequestContext,
  query: { field: SearchField; searchText: string; limit: number },
): Promise<TClientSearchResult[]> {
  const text = query.searchText.trim();
  const plan = planSearch(query.field, text);
  if (!plan) return [];
  const [rows, logins] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(
        and(
          dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
          isNull(clients.deletedAt),
          plan.where,
        ),
      )
      .orderBy(clients.readableId)
      .limit(query.limit),
    // Two index-served queries merged here rather than one OR across tables, which no index serves.
    query.field === 'account' && DIGITS.test(text) ? searchByLogin(db, ctx, text, query.limit) : [],
  ]);
  const found = new Map<string, LoginMatch>();
  for (const client of rows) {
    const [matchedField, matchedValue] = plan.matched(client);
    found.set(client.id, { client, matchedField, matchedValue });
  }
  for (const match of logins) if (!found.has(match.client.id)) found.set(match.client.id, match);
  return [...found.values()]
    .sort((a, b) => a.client.readableId - b.client.readableId)
    .slice(0, query.limit)
    .map(({ client, matchedField, matchedValue }) => ({
      _id: client.id,
      readableId: String(client.readableId),
      first_name: client.firstName,
      last_name: client.lastName,
      email: client.email,
      matchedField,
      matchedValue,
    }));
}
