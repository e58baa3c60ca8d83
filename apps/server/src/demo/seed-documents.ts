import { createHash, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientDocuments, clients } from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** A one-page PDF naming the document, so the demo's viewer has something real to show. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Which documents a client in each KYC state has, and in which status. */
const BY_KYC: Record<string, [kind: string, status: string][]> = {
  approved: [
    ['id_document', 'approved'],
    ['proof_of_address', 'approved'],
  ],
  pending: [
    ['id_document', 'pending'],
    ['proof_of_address', 'pending'],
  ],
  pending_changes: [
    ['id_document', 'approved'],
    ['proof_of_address', 'pendingChanges'],
  ],
  rejected: [['id_document', 'rejected']],
};

/**
 * Documents in every status for the demo clients of a brand whose KYC is under way or done (up to
 * `limit` clients, so a large DEMO_CLIENTS stays quick): the files go to the file store first, then
 * the records in one transaction.
 */
export async function seedDemoDocuments(db: Db, files: FileStorage, brandId: string, limit = 5000): Promise<number> {
  const sample = await db
    .select({ id: clients.id, kyc: clients.kycStatus, name: clients.lastName, createdAt: clients.createdAt })
    .from(clients)
    .where(and(eq(clients.brandId, brandId), ne(clients.kycStatus, 'not_started')))
    .limit(limit);
  const rows: (typeof clientDocuments.$inferInsert)[] = [];
  for (const client of sample) {
    for (const [kind, status] of BY_KYC[client.kyc] ?? []) {
      const bytes = demoPdf(`${kind.replace('_', ' ')} of ${client.name}`);
      const storageKey = `${client.id}/${randomUUID()}`;
      await files.put(storageKey, bytes);
      rows.push({
        clientId: client.id,
        kind,
        status,
        reason:
          status === 'pendingChanges'
            ? 'Please send a bill from the last 3 months'
            : status === 'rejected'
              ? 'The document is not readable'
              : null,
        storageKey,
        originalName: `${kind}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        reviewedAt: status === 'pending' ? null : client.createdAt,
        createdAt: client.createdAt,
      });
    }
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(clientDocuments).values(rows.slice(i, i + 500));
  });
  return rows.length;
}
