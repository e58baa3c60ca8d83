import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * Queues a "run now" of a registered function from inside a use case's transaction (an IB leads
 * import that starts), so the work begins within the runner's next tick instead of at the next due
 * time. Nothing is queued while a manual run of the function already waits: that one will see the
 * new work too. The function's row must exist (`ensureFunctionRows` before the transaction).
 */
export async function queueRun(tx: Executor, name: string, now: Date, requestedBy: string | null): Promise<void> {
  await tx.execute(sql`
    insert into scheduled_function_runs (function_name, due_at, trigger, status, requested_by)
    select ${name}, ${now.toISOString()}::timestamptz, 'manual', 'queued', ${requestedBy}::uuid
     where not exists (
       select 1 from scheduled_function_runs
        where function_name = ${name} and trigger = 'manual' and status = 'queued')
    on conflict do nothing`);
}
