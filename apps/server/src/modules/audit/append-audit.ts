import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditHead, auditLog } from '../../db/schema.ts';
import { chainHash, type HashedAuditFields } from './audit-hash.ts';

/** Who did it, for which brand, in which request. In view-as, the actor is the real staff user. */
export type AuditContext = {
  actorId: string | null;
  viewedAsId: string | null;
  brandId: string | null;
  requestId: string | null;
};

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Dates become ISO strings and undefined disappears, exactly as jsonb will give them back. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Appends one record to the chain inside the caller's transaction, so the change and its record
 * commit together or not at all. Locking the head row serialises appends: `seq` has no gaps.
 */
export async function appendAudit(tx: Tx, context: AuditContext, entry: AuditEntry): Promise<void> {
  const [head] = await tx.select().from(auditHead).where(eq(auditHead.id, 1)).for('update');
  if (!head) throw new Error('audit_head row is missing');
  const at = new Date();
  const fields: HashedAuditFields = {
    seq: head.seq + 1,
    at: at.toISOString(),
    actorId: context.actorId,
    viewedAsId: context.viewedAsId,
    brandId: context.brandId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: asJson(entry.before),
    after: asJson(entry.after),
    requestId: context.requestId,
  };
  const hash = chainHash(head.hash, fields);
  await tx.insert(auditLog).values({ ...fields, at, prevHash: head.hash, hash });
  await tx.update(auditHead).set({ seq: fields.seq, hash }).where(eq(auditHead.id, 1));
}
