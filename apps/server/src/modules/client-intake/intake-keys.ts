import { createHash, randomBytes } from 'node:crypto';
import type { TIntakeKey } from '@crm/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { clientIntakeKeys } from '../../db/schema-sales-assignment.ts';
import type { Deps } from '../../deps.ts';
import { invalidField, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { type AuditContext, appendAudit } from '../audit/append-audit.ts';

/** Keys start with this, so one found in a log or a repository is recognised for what it is. */
export const INTAKE_KEY_PREFIX = 'cik_';
const SHOWN_PREFIX_LENGTH = INTAKE_KEY_PREFIX.length + 6;

/** SHA-256, hex: keys are 256 random bits, so a fast hash is enough (nothing to guess). */
export const hashIntakeKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export const newIntakeKey = () => `${INTAKE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

type KeyRow = typeof clientIntakeKeys.$inferSelect;
const toReply = (k: KeyRow): TIntakeKey => ({
  _id: k.id,
  name: k.name,
  prefix: k.prefix,
  created_at: k.createdAt.toISOString(),
  created_by: k.createdBy,
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
});

/** `GET /dashboard/salesassignment/keys`: the brand's keys, live and revoked, newest first. */
export async function listIntakeKeys({ db }: Deps, ctx: RequestContext): Promise<TIntakeKey[]> {
  const rows = await db
    .select()
    .from(clientIntakeKeys)
    .where(eq(clientIntakeKeys.brandId, ctx.auth.brand))
    .orderBy(desc(clientIntakeKeys.createdAt), desc(clientIntakeKeys.id));
  return rows.map(toReply);
}

/**
 * Stores a key (its hash and first characters) for a brand and audits it; the key itself is in
 * the reply only. `key` is given by the demo, which seeds a documented one; otherwise random.
 */
export async function insertIntakeKey(
  tx: Tx,
  audit: AuditContext,
  brandId: string,
  name: string,
  key = newIntakeKey(),
): Promise<TIntakeKey & { key: string }> {
  try {
    const [row] = await tx
      .insert(clientIntakeKeys)
      .values({
        brandId,
        name,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: hashIntakeKey(key),
        createdBy: audit.actorId,
      })
      .returning();
    if (!row) throw new Error('key not stored');
    const reply = toReply(row);
    await appendAudit(tx, audit, {
      action: 'intakeKey.create',
      entityType: 'intakeKey',
      entityId: row.id,
      after: reply,
    });
    return { ...reply, key };
  } catch (error) {
    if (isUniqueViolation(error, 'client_intake_keys_brand_name_key'))
      throw invalidField('name', 'A live key of this brand already has this name');
    throw error;
  }
}

/** `POST /dashboard/salesassignment/keys`. */
export const createIntakeKey = ({ db }: Deps, ctx: RequestContext, name: string) =>
  db.transaction((tx) => insertIntakeKey(tx, auditContextOf(ctx), ctx.auth.brand, name));

/** `DELETE /dashboard/salesassignment/keys/{id}`: the key stops working at once; the row stays. */
export async function revokeIntakeKey({ db }: Deps, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientIntakeKeys)
      .set({ revokedAt: new Date(), revokedBy: auditContextOf(ctx).actorId })
      .where(
        and(
          eq(clientIntakeKeys.id, id),
          eq(clientIntakeKeys.brandId, ctx.auth.brand),
          isNull(clientIntakeKeys.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound('Live key');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'intakeKey.revoke',
      entityType: 'intakeKey',
      entityId: id,
      after: toReply(row),
    });
  });
}

/** The live key a caller presented, if any. */
export async function findLiveKey(db: Executor, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(clientIntakeKeys)
    .where(and(eq(clientIntakeKeys.keyHash, hashIntakeKey(key)), isNull(clientIntakeKeys.revokedAt)));
  return row;
}
