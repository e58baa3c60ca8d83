import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sessions, staffBrands } from '../db/schema.ts';
import { inChunks, seededRandom } from './seeded-random.ts';

const DAY = 86_400_000;
const HISTORY_DAYS = 540;
/** A console session lasts a working day at most in the demo's history. */
const SESSION_MS = 10 * 60 * 60 * 1000;

/**
 * The staff's sign-ins over the demo's eighteen months: most working days, each staff member signs
 * in once in the morning and now and then again after lunch. Ended sessions only (they expired),
 * so none of them can be used; they give the tools' analytics a history like the clients'.
 */
export async function seedSignInHistory(tx: Tx, brandId: string, seed: number, now = new Date()): Promise<void> {
  const rand = seededRandom(seed * 7919);
  const people = await tx
    .select({ id: staffBrands.staffId })
    .from(staffBrands)
    .where(eq(staffBrands.brandId, brandId))
    .orderBy(staffBrands.staffId);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: (typeof sessions.$inferInsert)[] = [];
  for (let d = HISTORY_DAYS; d >= 1; d--) {
    const day = today - d * DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const { id } of people) {
      if (rand() < 0.15) continue;
      const morning = day + (6.5 + rand() * 3) * 3_600_000;
      const times = rand() < 0.3 ? [morning, day + (12.5 + rand() * 2) * 3_600_000] : [morning];
      for (const at of times)
        rows.push({
          staffId: id,
          brandId,
          createdAt: new Date(Math.floor(at)),
          expiresAt: new Date(Math.floor(at) + SESSION_MS),
        });
    }
  }
  await inChunks(rows, 2000, (chunk) => tx.insert(sessions).values(chunk));
}
