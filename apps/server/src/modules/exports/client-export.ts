import { CLIENT_FIELDS, type TClient, type TClientListQuery } from '@crm/contracts';
import { and, count } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { beyondCursor, orderBy, parseSort, sortValueText } from '../clients/client-order.ts';
import { CLIENT_FIELDS_READ } from '../clients/client-reply.ts';
import { clientListWhere } from '../clients/list-clients.ts';
import type { ExportSource } from './export-source.ts';
import { assertMayExport } from './stream-export.ts';

type ClientRow = typeof clients.$inferSelect;
type ExportedClient = { row: ClientRow; sortValue: string | null };

/** The chosen columns in the order the view shows them; none chosen is every field. */
function chosenFields(fields: string | undefined): (keyof TClient)[] {
  const chosen = (fields ?? '').split(',').flatMap((f) => CLIENT_FIELDS.find((c) => c === f.trim()) ?? []);
  return chosen.length > 0 ? chosen : [...CLIENT_FIELDS];
}

/**
 * A clients list (`GET /dashboard/users?export=…`, `POST /dashboard/users/exports`) as an export:
 * the list's own WHERE (scope, view, filters, search) and its sort, walked by the list's keyset
 * cursor. Only the columns the file writes are read: decoding and mapping the others was most of
 * an export's time (docs/PERFORMANCE.md).
 */
export function clientExport({ db }: Deps, ctx: RequestContext, query: TClientListQuery): ExportSource<ExportedClient> {
  assertMayExport(ctx, ['utils.export', 'users.get_users'], 'clients');
  const where = clientListWhere(ctx, query);
  const order = parseSort(query.sort);
  const fields = chosenFields(query.fields);
  const read = new Set<keyof ClientRow>(['id', ...fields.map((f) => CLIENT_FIELDS_READ[f].column)]);
  const selection = Object.fromEntries([...read].map((c) => [c, clients[c]]));
  const date = new Date().toISOString().slice(0, 10);
  return {
    entityType: 'client',
    filename: `clients-${ctx.auth.brand}-${query.view}-${date}`,
    sheet: 'Clients',
    columns: fields.map((f) => ({ key: f, header: f, value: ({ row }) => CLIENT_FIELDS_READ[f].read(row) })),
    view: { view: query.view, filters: query.filters ?? null, search: query.search ?? null, sort: query.sort },
    count: async () => (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0,
    page: async (after, limit) => {
      const cursor = after && { direction: 'after' as const, sort: query.sort, ...after };
      const rows = await db
        .select({ row: selection, sortValue: sortValueText(order) })
        .from(clients)
        .where(and(where, cursor ? beyondCursor(order, cursor, order.descending) : undefined))
        .orderBy(...orderBy(order))
        .limit(limit);
      // Each field reads only its own column, so a row holding just the selected ones reads correctly.
      return rows as unknown as ExportedClient[];
    },
    keyOf: ({ row, sortValue }) => ({ value: sortValue, id: row.id }),
  };
}
