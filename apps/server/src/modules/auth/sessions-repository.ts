import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { refreshTokens, roles, sessions, staff } from '../../db/schema.ts';
import { type StaffRecord, staffRecordColumns, toStaffRecord } from '../staff/staff-record.ts';
import { digestRefreshToken, newRefreshToken } from './refresh-tokens.ts';

export type SessionRow = typeof sessions.$inferSelect;

export type LiveSession = { session: SessionRow; staff: StaffRecord };

const liveSessionQuery = (db: Executor) =>
  db
    .select({ session: sessions, ...staffRecordColumns })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .leftJoin(roles, eq(roles.id, staff.roleId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(staff.active, true),
        isNull(staff.deletedAt),
      ),
    )
    .limit(1);

const toLiveSession = (rows: Awaited<ReturnType<typeof liveSessionQuery>>): LiveSession | null => {
  const [row] = rows;
  if (!row) return null;
  const { session, ...staffRow } = row;
  return { session, staff: toStaffRecord(staffRow) };
};

/** The live session and its staff user, or null; usable inside a transaction. */
export async function findLiveSession(db: Executor, sessionId: string): Promise<LiveSession | null> {
  return toLiveSession(await liveSessionQuery(db).execute({ sessionId }));
}

const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof liveSessionQuery>['prepare']>>();

/**
 * The same lookup as a prepared statement, for the hot path: every authenticated request runs it,
 * so the SQL is built once and PostgreSQL plans it once per connection.
 */
export async function findLiveSessionPrepared(db: Db, sessionId: string): Promise<LiveSession | null> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = liveSessionQuery(db).prepare('live_session');
    prepared.set(db, statement);
  }
  return toLiveSession(await statement.execute({ sessionId }));
}

/** Opens a session and hands back its first refresh token. */
export async function createSession(
  tx: Executor,
  values: {
    staffId: string;
    actorId: string | null;
    brandId: string;
    expiresAt: Date;
    ip?: string | null;
    userAgent?: string | null;
  },
): Promise<{ session: SessionRow; refreshToken: string }> {
  const [session] = await tx.insert(sessions).values(values).returning();
  if (!session) throw new Error('session insert returned nothing');
  const refreshToken = newRefreshToken();
  await tx.insert(refreshTokens).values({ tokenHash: digestRefreshToken(refreshToken), sessionId: session.id });
  return { session, refreshToken };
}

export async function revokeSession(tx: Executor, sessionId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a staff user at once: their own, view-as sessions that look at them, and
 * view-as sessions they run. Returns how many ended.
 */
export async function revokeStaffSessions(tx: Executor, staffId: string, reason: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(isNull(sessions.revokedAt), or(eq(sessions.staffId, staffId), eq(sessions.actorId, staffId))))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Signing out: a staff user's own sessions and the view-as sessions they run, not others' views of them. */
export async function revokeSignedInSessions(tx: Executor, staffId: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'logout' })
    .where(
      and(
        isNull(sessions.revokedAt),
        or(and(eq(sessions.staffId, staffId), isNull(sessions.actorId)), eq(sessions.actorId, staffId)),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
