import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * The lease a mailing's sender holds (`mailing_claims`): the `claimed_at` it wrote. The sender
 * renews it before each batch only while the row still holds its own value, so once a resumer
 * has taken over a stale mailing the old sender (slow, not dead) stops instead of sending twice.
 */
export type MailingLease = { kind: string; id: string; at: Date };

/** Taken in the transaction that queues the mailing, so no resumer can see it unclaimed. */
export async function claimNewMailing(db: Executor, kind: string, id: string, now: Date): Promise<MailingLease> {
  await db.execute(sql`
    insert into mailing_claims (mailing_kind, mailing_id, claimed_at) values (${kind}, ${id}::uuid, ${now.toISOString()}::timestamptz)
    on conflict (mailing_kind, mailing_id) do update set claimed_at = excluded.claimed_at`);
  return { kind, id, at: now };
}

/**
 * Takes a mailing whose sender has been silent since before `staleBefore` (or that has no claim,
 * as one queued before claims existed): one atomic upsert, so of two instances one wins.
 */
export async function claimStaleMailing(
  db: Executor,
  kind: string,
  id: string,
  now: Date,
  staleBefore: Date,
): Promise<MailingLease | null> {
  const [row] = await queryRows<{ ok: number }>(
    db,
    sql`insert into mailing_claims (mailing_kind, mailing_id, claimed_at) values (${kind}, ${id}::uuid, ${now.toISOString()}::timestamptz)
        on conflict (mailing_kind, mailing_id) do update set claimed_at = excluded.claimed_at
          where mailing_claims.claimed_at < ${staleBefore.toISOString()}::timestamptz
        returning 1 as ok`,
  );
  return row ? { kind, id, at: now } : null;
}

/** Renews the lease to `now`; false when another instance took the mailing over. */
export async function renewLease(db: Executor, lease: MailingLease, now: Date): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`update mailing_claims set claimed_at = ${now.toISOString()}::timestamptz
        where mailing_kind = ${lease.kind} and mailing_id = ${lease.id}::uuid
          and claimed_at = ${lease.at.toISOString()}::timestamptz
        returning 1 as ok`,
  );
  if (rows.length === 0) return false;
  lease.at = now;
  return true;
}
