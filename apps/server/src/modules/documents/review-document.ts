import type { TDocument } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { clientDocuments, clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { getClient } from '../clients/get-client.ts';
import { signalQueues } from '../queues/queue-signal.ts';
import { findScopedDocument, toDocumentReply } from './document-reply.ts';
import { recomputeKycStatus } from './kyc-status.ts';

/** Only a document waiting for a decision can be decided; a decided one stays as it is (409). */
const REVIEWABLE = new Set(['pending', 'pendingChanges', 'error']);
const AUDIT_ACTION: Record<string, string> = {
  approved: 'approveKYCDocument',
  rejected: 'rejectKYCDocument',
  pendingChanges: 'requestKYCDocumentChanges',
};

/** `PUT /dashboard/users/documents/{id}?status=`: approve, reject or request changes (with a reason). */
export async function reviewDocument(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  status: 'approved' | 'rejected' | 'pendingChanges',
  reason: string | undefined,
): Promise<TDocument> {
  if (status !== 'approved' && !reason) {
    throw new AppError('validation', 'Give the client a reason', {
      details: [{ path: 'reason', message: 'Required to reject or request changes' }],
    });
  }
  await deps.db.transaction(async (tx) => {
    const found = await findScopedDocument(tx, ctx.auth, id);
    if (!found) throw notFound('Document');
    const [locked] = await tx.select().from(clientDocuments).where(eq(clientDocuments.id, id)).for('update');
    if (!locked || locked.deletedAt) throw notFound('Document');
    if (!REVIEWABLE.has(locked.status)) throw conflict(`This document is ${locked.status} already`);
    await tx
      .update(clientDocuments)
      .set({
        status,
        reason: status === 'approved' ? null : (reason ?? null),
        reviewedBy: ctx.auth.staff.id,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(clientDocuments.id, id));
    const kycStatus = await recomputeKycStatus(tx, locked.clientId);
    await signalQueues(tx, ctx.auth.brand);
    await appendAudit(tx, auditContextOf(ctx), {
      action: AUDIT_ACTION[status] ?? status,
      entityType: 'client',
      entityId: locked.clientId,
      before: { documentId: id, status: locked.status },
      after: { documentId: id, status, reason: reason ?? null, kycStatus },
    });
  });
  const after = await findScopedDocument(deps.db, ctx.auth, id);
  if (!after) throw notFound('Document');
  return toDocumentReply(after);
}

/** `PATCH /dashboard/users/{id}/documents/kyc`: set the KYC status by hand (documents.force_change_kyc_status). */
export async function forceKycStatus(deps: Deps, ctx: RequestContext, clientId: string, status: string) {
  const before = await getClient(deps, ctx, { id: clientId });
  await deps.db.transaction(async (tx) => {
    await tx.update(clients).set({ kycStatus: status, updatedAt: new Date() }).where(eq(clients.id, clientId));
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'forceKycStatus',
      entityType: 'client',
      entityId: clientId,
      before: { kycStatus: before.kyc_status },
      after: { kycStatus: status },
    });
  });
  return getClient(deps, ctx, { id: clientId });
}
