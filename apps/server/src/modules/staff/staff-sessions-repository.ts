import { aliasedTable, and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, staff } from '../../db/schema.ts';

const actor = aliasedTable(staff, 'actor');
const viewed = aliasedTable(staff, 'viewed');
const person = (t: typeof actor) => ({
  id: t.id,
  name: sql<string>`${t.firstName} || ' ' || ${t.lastName}`,
  email: t.email,
});

/** A session the user's page shows: live (not ended, not expired), theirs or a view-as that involves them. */
export type StaffSessionRow = {
  id: string;
  brandId: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
  actor: { id: string; name: string; email: string } | null;
  viewed: { id: string; name: string; email: string };
};

/** The sessions of one staff user that can still make calls; view-as sessions look at them or are run by them. */
const involves = (staffId: string) => or(eq(sessions.staffId, staffId), eq(sessions.actorId, staffId));
const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
/**
 * What a page in `brand` may show and end: the user's own sessions, and view-as sessions that work
 * in that brand. A view-as towards staff of another brand names them, so it stays out of sight.
 */
const visibleIn = (brand: string) => or(isNull(sessions.actorId), eq(sessions.brandId, brand));

/** Newest first. A person has a handful of live sessions; the cap only guards the page. */
export async function listLiveSessionsOf(
  db: Executor,
  staffId: string,
  brand: string,
  cap = 200,
): Promise<StaffSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      brandId: sessions.brandId,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      actor: person(actor),
      viewed: person(viewed),
    })
    .from(sessions)
    .innerJoin(viewed, eq(viewed.id, sessions.staffId))
    .leftJoin(actor, eq(actor.id, sessions.actorId))
    .where(and(involves(staffId), live(), visibleIn(brand)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(cap);
}

/**
 * Ends one live session of the staff user (theirs or a view-as involving them, as `brand`'s page
 * shows them); the row it ended,
 * or null when there is no such live session. Migration 0016's trigger tells every instance's
 * session cache, so the session's access token is refused from the next call on.
 */
export async function endLiveSessionOf(
  tx: Executor,
  staffId: string,
  sessionId: string,
  brand: string,
  reason: string,
): Promise<typeof sessions.$inferSelect | null> {
  const [ended] = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), involves(staffId), live(), visibleIn(brand)))
    .returning();
  return ended ?? null;
}
