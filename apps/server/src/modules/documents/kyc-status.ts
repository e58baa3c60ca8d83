import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clientDocuments, clients } from '../../db/schema.ts';

/**
 * The client's KYC status from the newest document of each kind: approved when an identity
 * document and a proof of address are both approved; otherwise pending while one waits for review,
 * pending_changes while the client must send another, rejected after a rejection, else not
 * started. A forced status (documents.force_change_kyc_status) stands until the next review.
 */
export async function recomputeKycStatus(tx: Tx, clientId: string): Promise<string> {
  const docs = await tx
    .select({ kind: clientDocuments.kind, status: clientDocuments.status })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.deletedAt)))
    .orderBy(desc(clientDocuments.createdAt));
  const latest = new Map<string, string>();
  for (const d of docs) if (!latest.has(d.kind)) latest.set(d.kind, d.status);
  const statuses = [...latest.values()];
  const status =
    latest.get('id_document') === 'approved' && latest.get('proof_of_address') === 'approved'
      ? 'approved'
      : statuses.includes('pending')
        ? 'pending'
        : statuses.includes('pendingChanges')
          ? 'pending_changes'
          : statuses.includes('rejected')
            ? 'rejected'
            : 'not_started';
  await tx.update(clients).set({ kycStatus: status, updatedAt: new Date() }).where(eq(clients.id, clientId));
  return status;
}
