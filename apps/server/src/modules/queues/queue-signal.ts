import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The PostgreSQL channel on which every server instance hears that a brand's queues changed. */
export const QUEUE_CHANNEL = 'crm_queues';

/**
 * Tells every server instance that a brand's pending queues changed. Sent inside the caller's
 * transaction: PostgreSQL delivers a NOTIFY only at commit, and never for a transaction that rolls
 * back, so the console hears of a change exactly when it can see it.
 */
export async function signalQueues(tx: Executor, brand: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${QUEUE_CHANNEL}, ${brand})`);
}
