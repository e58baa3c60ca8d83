import type { TClientSearchResult } from '@crm/contracts';
import { and, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';

type Field = 'readableId' | 'account' | 'name' | 'email' | 'phone' | 'id';
type Row = typeof clients.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How each key searches, and which field of a found client matched (spec point 2). */
function plan(field: Field, text: string): { where: SQL | undefined; matched: (row: Row) => [string, string] } | null {
  const prefix = `${escapeLike(text)}%`;
  switch (field) {
    case 'readableId':
      return /^\d{1,15}$/.test(text)
        ? { where: eq(clients.readableId, Number(text)), matched: (r) => ['readableId', String(r.readableId)] }
        : null;
    case 'account':
      return {
        // Platform ids are digits: a case-sensitive prefix match, which their indexes serve.
        where: or(like(clients.ctraderId, prefix), like(clients.mt5Id, prefix), like(clients.account, prefix)),
        matched: (r) =>
          r.ctraderId?.startsWith(text)
            ? ['ctrader_id', r.ctraderId]
            : r.mt5Id?.startsWith(text)
              ? ['mt5_id', r.mt5Id]
              : ['account', r.account ?? ''],
      };
    case 'name':
      return {
        where: ilike(
          sql`lower(${clients.firstName} || ' ' || ${clients.lastName})`,
          `%${escapeLike(text.toLowerCase())}%`,
        ),
        matched: (r) => ['name', `${r.firstName} ${r.lastName}`],
      };
    case 'email':
      return {
        where: ilike(clients.email, `%${escapeLike(text.toLowerCase())}%`),
        matched: (r) => ['email', r.email],
      };
    case 'phone': {
      const digits = text.replace(/\D/g, '');
      return digits ? { where: ilike(clients.phone, `%${digits}%`), matched: (r) => ['phone', r.phone ?? ''] } : null;
    }
    case 'id':
      return UUID.test(text) ? { where: eq(clients.id, text), matched: (r) => ['id', r.id] } : null;
  }
}

/** `GET /dashboard/users/search`: quick search for the sidebar box, within the caller's scope. */
export async function searchClients(
  { db }: Deps,
  ctx: RequestContext,
  query: { field: Field; searchText: string; limit: number },
): Promise<TClientSearchResult[]> {
  const p = plan(query.field, query.searchText.trim());
  if (!p) return [];
  const rows = await db
    .select()
    .from(clients)
    .where(and(dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }), p.where))
    .orderBy(clients.readableId)
    .limit(query.limit);
  return rows.map((r) => {
    const [matchedField, matchedValue] = p.matched(r);
    return {
      _id: r.id,
      readableId: String(r.readableId),
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      matchedField,
      matchedValue,
    };
  });
}
