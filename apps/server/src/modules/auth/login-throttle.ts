import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { loginFailures } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** After this many failures in the window, further tries answer 429 until the oldest counted one ages out. */
export const MAX_FAILURES_PER_EMAIL = 5;
const WINDOW = sql.raw(`interval '15 minutes'`);

/** Seconds until one more try is allowed, or 0. Database time, so every instance agrees. */
async function secondsBlocked(db: Executor, column: 'email' | 'ip', value: string, max: number): Promise<number> {
  const rows = await queryRows<{ wait: number | null }>(
    db,
    sql`
    select ceil(extract(epoch from (min(at) + ${WINDOW} - now())))::int as wait
    from (select at from ${loginFailures}
          where ${sql.identifier(column)} = ${value} and at > now() - ${WINDOW}
          order by at desc limit ${max}) recent
    having count(*) >= ${max}`,
  );
  return Math.max(rows[0]?.wait ?? 0, 0);
}

/**
 * Counts a sign-in try before its password is checked, refusing with 429 and Retry-After when the
 * email or the address is over its limit (whether or not the email exists, so it reveals nothing).
 * Tries for one email, and from one address, queue on advisory locks, so parallel tries cannot all
 * pass the check before any is counted. Returns the try's id: a success removes it again.
 */
export async function countSignInTry(db: Db, email: string, ip: string, maxPerAddress: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Always email first, then address: one order, so two tries cannot wait on each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:email:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:ip:${ip}`}))`);
    await assertNotThrottled(tx, email, ip, maxPerAddress);
    const [row] = await tx.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
    if (!row) throw new Error('sign-in try was not recorded');
    return row.id;
  });
}

async function assertNotThrottled(db: Executor, email: string, ip: string, maxPerAddress: number): Promise<void> {
  const wait = Math.max(
    await secondsBlocked(db, 'email', email, MAX_FAILURES_PER_EMAIL),
    await secondsBlocked(db, 'ip', ip, maxPerAddress),
  );
  if (wait > 0) {
    throw new AppError('tooManyRequests', 'Too many failed sign-ins; try again later', {
      headers: { 'retry-after': String(Math.max(wait, 1)) },
    });
  }
}
