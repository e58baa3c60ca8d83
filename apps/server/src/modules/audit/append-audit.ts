import type { Tx } from '../../db/client.ts';
import { auditInbox } from '../../db/schema.ts';

/** Who did it, for which brand, in which request. In view-as, the actor is the real staff user. */
export type AuditContext = {
  actorId: string | null;
  viewedAsId: string | null;
  brandId: string | null;
  requestId: string | null;
  /** The caller's address, for calls made over HTTP. */
  ip?: string | null;
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
 * Writes one audit record inside the caller's transaction, so the change and its record commit
 * together or not at all. It goes to the inbox, which takes no shared lock; the sealer chains it
 * moments later (seal-audit.ts), and every read of the log seals first.
 */
export async function appendAudit(tx: Tx, context: AuditContext, entry: AuditEntry): Promise<void> {
  await appendAudits(tx, context, [entry]);
}

/** `appendAudit` for many records of one context in one statement (a bulk import's clients). */
export async function appendAudits(tx: Tx, context: AuditContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date();
  await tx.insert(auditInbox).values(
    entries.map((entry) => ({
      at,
      actorId: context.actorId,
      viewedAsId: context.viewedAsId,
      brandId: context.brandId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      before: asJson(entry.before),
      after: asJson(entry.after),
      requestId: context.requestId,
      ip: context.ip ?? null,
    })),
  );
}
