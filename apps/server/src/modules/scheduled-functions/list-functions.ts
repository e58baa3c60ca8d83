import type { TScheduledFunction } from '@crm/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { scheduledFunctionRuns, scheduledFunctions } from '../../db/schema-jobs.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { syncFunctions } from '../../jobs/sync-functions.ts';
import { toFunctionReply } from './function-reply.ts';

/** The newest run of each function (a lateral join: one index probe per function). */
async function withLastRuns(deps: Deps, rows: (typeof scheduledFunctions.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const last = await deps.db
    .select()
    .from(scheduledFunctionRuns)
    .where(
      sql`${scheduledFunctionRuns.id} in (
        select (select r.id from scheduled_function_runs r where r.function_name = f.name order by r.due_at desc, r.started_at desc nulls first limit 1)
        from scheduled_functions f)`,
    );
  const byName = new Map(last.map((r) => [r.functionName, r]));
  return rows.map((row) => toFunctionReply(row, deps.jobs.get(row.name), byName.get(row.name) ?? null));
}

/** The rows are made here too when no runner has started yet (a server with jobs off still shows what it would run). */
export async function ensureFunctionRows(deps: Deps): Promise<void> {
  const known = await deps.db.select({ name: scheduledFunctions.name }).from(scheduledFunctions);
  const have = new Set(known.map((k) => k.name));
  if (deps.jobs.names().some((n) => !have.has(n))) await syncFunctions(deps.db, deps.jobs, deps.clock());
}

/** Every registered function with its schedule and latest run. */
export async function listFunctions(deps: Deps): Promise<TScheduledFunction[]> {
  await ensureFunctionRows(deps);
  const names = new Set(deps.jobs.names());
  const rows = await deps.db.select().from(scheduledFunctions).orderBy(asc(scheduledFunctions.name));
  return withLastRuns(
    deps,
    rows.filter((r) => names.has(r.name)),
  );
}

export async function getFunction(deps: Deps, name: string): Promise<TScheduledFunction> {
  if (!deps.jobs.get(name)) throw notFound('Scheduled function');
  await ensureFunctionRows(deps);
  const rows = await deps.db.select().from(scheduledFunctions).where(eq(scheduledFunctions.name, name));
  const [reply] = await withLastRuns(deps, rows);
  if (!reply) throw notFound('Scheduled function');
  return reply;
}
