import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_KINDS, type TDocument } from '@crm/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { clientDocuments } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { getClient } from '../clients/get-client.ts';
import { signalQueues } from '../queues/queue-signal.ts';
import { findScopedDocument, toDocumentReply } from './document-reply.ts';
import { recomputeKycStatus } from './kyc-status.ts';

/** What a KYC document may be, told from its bytes; the name's extension must agree. */
const ACCEPTED: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/** The name as given, checked: no path, no control characters, an extension matching the content. */
function checkName(name: string, mime: string): string {
  if (!name || name.length > 200 || /[/\\]|\.\./.test(name) || [...name].some((c) => (c.codePointAt(0) ?? 0) < 32)) {
    throw invalidField('file', 'The file name may not contain a path');
  }
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (!ACCEPTED[mime]?.includes(extension)) {
    throw invalidField('file', `The file is a ${mime.split('/')[1]?.toUpperCase()} but its name says .${extension}`);
  }
  return name;
}

/**
 * A staff upload for a client (multipart: `kind`, then `file`). JPEG, PNG and PDF are recognised by
 * their bytes; the file is stored under a generated name, then recorded with its audit event
 * (`uploadKYCDocument`, spec point 9) and the client's KYC status follows.
 */
export async function uploadDocument(
  deps: Deps,
  ctx: RequestContext,
  clientId: string,
  input: { kind: string | undefined; filename: string; bytes: Buffer },
): Promise<TDocument> {
  await getClient(deps, ctx, { id: clientId });
  if (!input.kind || !(DOCUMENT_KINDS as readonly string[]).includes(input.kind)) {
    throw invalidField('kind', `kind must be one of ${DOCUMENT_KINDS.join(', ')} (and come before the file)`);
  }
  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !ACCEPTED[type.mime]) throw invalidField('file', 'Only JPEG, PNG and PDF documents are accepted');
  const originalName = checkName(input.filename, type.mime);

  const storageKey = `${clientId}/${randomUUID()}`;
  // The file first, outside the transaction (no I/O inside one); removed again if the record fails.
  await deps.files.put(storageKey, input.bytes);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clientDocuments)
        .values({
          clientId,
          kind: input.kind as string,
          storageKey,
          originalName,
          mimeType: type.mime,
          sizeBytes: input.bytes.length,
          sha256: createHash('sha256').update(input.bytes).digest('hex'),
          uploadedBy: ctx.auth.staff.id,
        })
        .returning({ id: clientDocuments.id });
      if (!row) throw new Error('document insert returned nothing');
      const kycStatus = await recomputeKycStatus(tx, clientId);
      await signalQueues(tx, ctx.auth.brand);
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'uploadKYCDocument',
        entityType: 'client',
        entityId: clientId,
        after: { documentId: row.id, kind: input.kind, mimeType: type.mime, size: input.bytes.length, kycStatus },
      });
      return row.id;
    });
    const saved = await findScopedDocument(deps.db, ctx.auth, id);
    if (!saved) throw new Error('uploaded document vanished');
    return toDocumentReply(saved);
  } catch (error) {
    await deps.files.remove(storageKey);
    throw error;
  }
}
