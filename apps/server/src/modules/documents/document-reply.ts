import type { TDocument } from '@crm/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientDocuments, clients } from '../../db/schema.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';

/** Documents not deleted: a deleted one is kept for AML but leaves every list, lookup and the KYC status. */
export const isKept = isNull(clientDocuments.deletedAt);

/** A document row joined with its client, with whether it is the newest of its kind. */
export const documentColumns = {
  doc: clientDocuments,
  clientId: clients.id,
  readableId: clients.readableId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  country: clients.country,
  dateOfBirth: clients.dateOfBirth,
  address: clients.address,
  ctraderId: clients.ctraderId,
  isLatest: sql<boolean>`not exists (select 1 from client_documents newer
    where newer.client_id = "client_documents"."client_id" and newer.kind = "client_documents"."kind"
      and newer.created_at > "client_documents"."created_at" and newer.deleted_at is null)`,
};

type Row = {
  doc: typeof clientDocuments.$inferSelect;
  clientId: string;
  readableId: number;
  firstName: string;
  lastName: string;
  country: string;
  dateOfBirth: string | null;
  address: string | null;
  ctraderId: string | null;
  isLatest: boolean;
};

export const toDocumentReply = (r: Row): TDocument => ({
  _id: r.doc.id,
  client: {
    _id: r.clientId,
    readableId: String(r.readableId),
    first_name: r.firstName,
    last_name: r.lastName,
    country: r.country,
    date_of_birth: r.dateOfBirth,
    address: r.address,
  },
  kind: r.doc.kind as TDocument['kind'],
  status: r.doc.status as TDocument['status'],
  reason: r.doc.reason,
  originalName: r.doc.originalName,
  mimeType: r.doc.mimeType,
  size: r.doc.sizeBytes,
  isLatest: Boolean(r.isLatest),
  reviewedAt: r.doc.reviewedAt?.toISOString() ?? null,
  createdAt: r.doc.createdAt.toISOString(),
});

/** One document in the caller's scope (its client's brand and country), or undefined. */
export async function findScopedDocument(db: Executor, scope: ScopeCaller, id: string) {
  const [row] = await db
    .select(documentColumns)
    .from(clientDocuments)
    .innerJoin(clients, eq(clients.id, clientDocuments.clientId))
    .where(
      and(eq(clientDocuments.id, id), isKept, dataScope(scope, { brand: clients.brandId, country: clients.country })),
    );
  return row;
}
