import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scheduledFunctions } from '../db/schema-jobs.ts';
import { nextDue } from './cron.ts';
import type { JobRegistry } from './job-registry.ts';

/**
 * Makes a row for every registered function. A row no staff member has edited takes the code's
 * defaults again (so a changed configuration variable, e.g. AUDIT_VERIFY_INTERVAL_MINUTES, applies
 * at the next start); an edited row keeps its schedule, switch and parameters. Several instances
 * starting at once only write the same values.
 */
export async function syncFunctions(db: Db, registry: JobRegistry, now: Date): Promise<void> {
  const rows = registry.all().map((fn) => ({
    name: fn.name,
    description: fn.description,
    cron: fn.cron,
    enabled: fn.enabled ?? true,
    parameters: fn.defaultParameters ?? {},
    nextRunAt: nextDue(fn.cron, now),
  }));
  if (rows.length === 0) return;
  await db
    .insert(scheduledFunctions)
    .values(rows)
    .onConflictDoUpdate({
      target: scheduledFunctions.name,
      set: {
        description: sql`excluded.description`,
        cron: sql`case when ${scheduledFunctions.editedAt} is null then excluded.cron else ${scheduledFunctions.cron} end`,
        enabled: sql`case when ${scheduledFunctions.editedAt} is null then excluded.enabled else ${scheduledFunctions.enabled} end`,
        parameters: sql`case when ${scheduledFunctions.editedAt} is null then excluded.parameters else ${scheduledFunctions.parameters} end`,
        // A due time missed while no server ran is run once, not once per missed time.
        nextRunAt: sql`case when ${scheduledFunctions.editedAt} is null and ${scheduledFunctions.cron} <> excluded.cron
                            then excluded.next_run_at else coalesce(${scheduledFunctions.nextRunAt}, excluded.next_run_at) end`,
      },
    });
}
