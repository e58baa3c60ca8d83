import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { loginFailures } from '../../db/schema.ts';
import { EMAIL_CEILING, PAIR_MEMORY, SHORT_WINDOW } from './throttle-rules.ts';

const pairMemory = sql.raw(PAIR_MEMORY);
const shortWindow = sql.raw(SHORT_WINDOW);

/** Which throttle a refused try met: its own (email, address) pair, or its address as a whole. */
export type ThrottleScope = 'pair' | 'address';

/**
 * Queues this try behind every other try for the email and from the address, until the
 * transaction ends, so tries sent in parallel are checked and counted one at a time.
 * Always email first, then address: one order, so two tries cannot wait on each other.
 */
export async function lockSignInTries(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:email:${email}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:ip:${ip}`}))`);
}

/**
 * The pair's remembered failures, seconds since the latest (database time), and the latest's id.
 * "Since" is measured at the read (`clock_timestamp()`), not at the start of this transaction
 * (`now()`): the try waited on the advisory locks first, and a failure recorded meanwhile by a
 * transaction that began later would otherwise lie in this transaction's future, so the pair
 * seemed to have failed a moment *after* now and had to wait for it (a stray 429 for the slower
 * of two parallel tries, seen under load on PostgreSQL).
 */
export async function findPairFailures(
  db: Executor,
  email: string,
  ip: string,
): Promise<{ failures: number; secondsSinceLast: number; lastId: string | null }> {
  const [row] = await queryRows<{ failures: number; since_last: number | null; last_id: string | null }>(
    db,
    sql`select count(*)::int as failures,
               extract(epoch from clock_timestamp() - max(at))::float8 as since_last,
               max(id)::text as last_id
        from ${loginFailures}
        where email = ${email} and ip = ${ip} and at > now() - ${pairMemory}`,
  );
  return { failures: row?.failures ?? 0, secondsSinceLast: row?.since_last ?? 0, lastId: row?.last_id ?? null };
}

/** Failures for the email from every address in the short window, counted up to the ceiling only. */
export async function countRecentEmailFailures(db: Executor, email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
        from (select 1 from ${loginFailures}
              where email = ${email} and at > now() - ${shortWindow} limit ${EMAIL_CEILING}) recent`,
  );
  return row?.n ?? 0;
}

/**
 * When the address has `max` failures (any emails) in the short window: seconds until the oldest
 * of them leaves it, and the latest one's id. Null while the address is under its limit.
 */
export async function findAddressBlock(
  db: Executor,
  ip: string,
  max: number,
): Promise<{ waitSeconds: number; lastId: string } | null> {
  const [row] = await queryRows<{ wait: number; last_id: string }>(
    db,
    sql`select extract(epoch from min(at) + ${shortWindow} - clock_timestamp())::float8 as wait, max(id)::text as last_id
        from (select id, at from ${loginFailures}
              where ip = ${ip} and at > now() - ${shortWindow}
              order by at desc limit ${max}) recent
        having count(*) >= ${max}`,
  );
  return row ? { waitSeconds: row.wait, lastId: row.last_id } : null;
}

/** Counts a try as a failure until its password proves right. */
export async function recordTry(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.insert(loginFailures).values({ email, ip });
}

/**
 * Counts a refused try on the failure that started the throttle (no new failure is counted while
 * it lasts, so that row stays the same); answers how many tries it has refused, this one included.
 */
export async function countRefusal(tx: Tx, failureId: string, scope: ThrottleScope): Promise<number> {
  const column = scope === 'pair' ? loginFailures.pairRefusals : loginFailures.addressRefusals;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`update ${loginFailures} set ${sql.identifier(column.name)} = ${column} + 1
        where id = ${failureId}::bigint returning ${column}::int as n`,
  );
  return row?.n ?? 1;
}

/** A right password clears its own pair's failures only: another address's failures stay counted. */
export async function forgetPairFailures(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
