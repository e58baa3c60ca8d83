import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffPasswordLinks } from '../../db/schema-staff-users.ts';

export type PasswordLinkRow = typeof staffPasswordLinks.$inferSelect;

export async function insertPasswordLink(
  tx: Executor,
  values: { staffId: string; tokenHash: string; createdBy: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(staffPasswordLinks).values(values);
}

/** Ends every open link of a staff user at `at` (a newer link replaces them, or the user is gone). */
export async function endPasswordLinks(tx: Executor, staffId: string, at: Date): Promise<number> {
  const ended = await tx
    .update(staffPasswordLinks)
    .set({ endedAt: at })
    .where(
      and(
        eq(staffPasswordLinks.staffId, staffId),
        isNull(staffPasswordLinks.usedAt),
        isNull(staffPasswordLinks.endedAt),
      ),
    )
    .returning({ id: staffPasswordLinks.id });
  return ended.length;
}

/** The link with this token digest, locked when `forUpdate` (using it), else as it stands. */
export async function findPasswordLink(
  tx: Executor,
  tokenHash: string,
  forUpdate = false,
): Promise<PasswordLinkRow | null> {
  const query = tx.select().from(staffPasswordLinks).where(eq(staffPasswordLinks.tokenHash, tokenHash)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function markPasswordLinkUsed(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(staffPasswordLinks).set({ usedAt: at }).where(eq(staffPasswordLinks.id, id));
}
