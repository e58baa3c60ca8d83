import type { TDocument } from '@crm/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientDocuments, clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { getClient } from '../clients/get-client.ts';
import { documentColumns, isKept, toDocumentReply } from './document-reply.ts';

/** A client's documents, newest first, history included (`isLatest` false for older uploads of a kind). */
export async function listClientDocuments(deps: Deps, ctx: RequestContext, clientId: string): Promise<TDocument[]> {
  await getClient(deps, ctx, { id: clientId });
  const rows = await deps.db
    .select(documentColumns)
    .from(clientDocuments)
    .innerJoin(clients, eq(clients.id, clientDocuments.clientId))
    .where(and(eq(clientDocuments.clientId, clientId), isKept))
    .orderBy(desc(clientDocuments.createdAt));
  return rows.map(toDocumentReply);
}

const queueWhere = (scope: ScopeCaller, status: string) =>
  and(
    eq(clientDocuments.status, status),
    isKept,
    dataScope(scope, { brand: clients.brandId, country: clients.country }),
  );

/** `GET /dashboard/users/documents?status=`: a review queue, oldest first by default (first come, first served). */
export async function documentQueue(
  db: Db,
  scope: ScopeCaller,
  query: { status: string; sort: string; page: number; size: number },
): Promise<{ docs: TDocument[]; totalDocs: number; ctraderIds: (string | null)[] }> {
  const where = queueWhere(scope, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(documentColumns)
      .from(clientDocuments)
      .innerJoin(clients, eq(clients.id, clientDocuments.clientId))
      .where(where)
      .orderBy(query.sort === '-createdAt' ? desc(clientDocuments.createdAt) : asc(clientDocuments.createdAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ n: count() })
      .from(clientDocuments)
      .innerJoin(clients, eq(clients.id, clientDocuments.clientId))
      .where(where),
  ]);
  return { docs: rows.map(toDocumentReply), totalDocs: total?.n ?? 0, ctraderIds: rows.map((r) => r.ctraderId) };
}
