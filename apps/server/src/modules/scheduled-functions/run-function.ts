import type { TFunctionRun } from '@crm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { scheduledFunctionRuns, scheduledFunctions } from '../../db/schema-jobs.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { toRunReply } from './function-reply.ts';
import { ensureFunctionRows } from './list-functions.ts';

/**
 * "Run now": queues a manual run, which the first runner to look (within a second) claims with
 * FOR UPDATE SKIP LOCKED and runs, whether the function is switched on or not. One manual run at
 * a time per function (202 while one waits or runs). Queued and audited in one transaction.
 */
export async function runFunctionNow(deps: Deps, ctx: RequestContext, name: string): Promise<TFunctionRun> {
  if (!deps.jobs.get(name)) throw notFound('Scheduled function');
  await ensureFunctionRows(deps);
  const now = deps.clock();
  const actor = ctx.auth.viewAs?.actorId ?? ctx.auth.staff.id;
  return deps.db.transaction(async (tx) => {
    // The function's row is the lock that serialises two staff members pressing at once.
    await tx.select().from(scheduledFunctions).where(eq(scheduledFunctions.name, name)).for('update');
    const [pending] = await tx
      .select({ id: scheduledFunctionRuns.id })
      .from(scheduledFunctionRuns)
      .where(
        and(
          eq(scheduledFunctionRuns.functionName, name),
          eq(scheduledFunctionRuns.trigger, 'manual'),
          inArray(scheduledFunctionRuns.status, ['queued', 'running']),
        ),
      )
      .limit(1);
    if (pending) throw new AppError('functionRunPending', 'This function already has a run waiting or in progress');
    const [run] = await tx
      .insert(scheduledFunctionRuns)
      .values({ functionName: name, dueAt: now, trigger: 'manual', status: 'queued', requestedBy: actor })
      .returning();
    if (!run) throw new Error('the run was not queued');
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'scheduledFunction.run',
      entityType: 'scheduledFunction',
      entityId: name,
      after: { runId: run.id },
    });
    return toRunReply(run);
  });
}
