import { and, eq, isNull } from 'drizzle-orm';
import { clientDocuments } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { signalQueues } from '../queues/queue-signal.ts';
import { findScopedDocument, toDocumentReply } from './document-reply.ts';
import { recomputeKycStatus } from './kyc-status.ts';

/**
 * `DELETE /dashboard/users/documents/{id}` with a reason: a soft delete. KYC records are kept for
 * anti-money-laundering checks, so the record and its file stay; the document leaves the lists,
 * the queues and the KYC status, and who deleted it and why are on the row and the audit log.
 */
export async function deleteDocument(deps: Deps, ctx: RequestContext, id: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await findScopedDocument(tx, ctx.auth, id);
    if (!found) throw notFound('Document');
    const now = new Date();
    // Only a document not deleted yet: of two deletes at once, the second waits for the row and finds none.
    const [deleted] = await tx
      .update(clientDocuments)
      .set({ deletedAt: now, deletedBy: ctx.auth.staff.id, deleteReason: reason, updatedAt: now })
      .where(and(eq(clientDocuments.id, id), isNull(clientDocuments.deletedAt)))
      .returning({ id: clientDocuments.id });
    if (!deleted) throw notFound('Document');
    const kycStatus = await recomputeKycStatus(tx, found.clientId);
    await signalQueues(tx, ctx.auth.brand);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'deleteKYCDocument',
      entityType: 'client',
      entityId: found.clientId,
      before: toDocumentReply(found),
      after: { documentId: id, reason, kycStatus },
    });
  });
}
