import type { TScheduledFunction, TScheduledFunctionUpdate } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { scheduledFunctions } from '../../db/schema-jobs.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { cronProblem, nextDue } from '../../jobs/cron.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { ensureFunctionRows, getFunction } from './list-functions.ts';

/**
 * Changes a function's schedule, switch or parameters, checked before anything is written: the
 * cron by croner (200), the parameters by the function's own schema (201). The change and its
 * audit record commit together; from then on the code's defaults no longer apply to it.
 */
export async function updateFunction(
  deps: Deps,
  ctx: RequestContext,
  name: string,
  change: TScheduledFunctionUpdate,
): Promise<TScheduledFunction> {
  const fn = deps.jobs.get(name);
  if (!fn) throw notFound('Scheduled function');
  if (change.cron !== undefined) {
    const problem = cronProblem(change.cron);
    if (problem) {
      throw new AppError('invalidCron', `The schedule is not valid: ${problem}`, {
        details: [{ path: 'cron', message: problem }],
      });
    }
  }
  let parameters: unknown;
  if (change.parameters !== undefined) {
    const parsed = fn.parameters.safeParse(change.parameters);
    if (!parsed.success) {
      throw new AppError('invalidFunctionParameters', 'The parameters do not fit this function', {
        details: parsed.error.issues.map((i) => ({
          path: ['parameters', ...i.path.map(String)].join('.'),
          message: i.message,
        })),
      });
    }
    parameters = parsed.data;
  }
  await ensureFunctionRows(deps);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(scheduledFunctions).where(eq(scheduledFunctions.name, name)).for('update');
    if (!before) throw notFound('Scheduled function');
    const cron = change.cron ?? before.cron;
    const enabled = change.enabled ?? before.enabled;
    const rescheduled = cron !== before.cron || (enabled && !before.enabled);
    const [after] = await tx
      .update(scheduledFunctions)
      .set({
        cron,
        enabled,
        parameters: parameters ?? before.parameters,
        nextRunAt: rescheduled ? nextDue(cron, now) : before.nextRunAt,
        editedAt: now,
        editedBy: ctx.auth.viewAs?.actorId ?? ctx.auth.staff.id,
      })
      .where(eq(scheduledFunctions.name, name))
      .returning();
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'scheduledFunction.update',
      entityType: 'scheduledFunction',
      entityId: name,
      before: { cron: before.cron, enabled: before.enabled, parameters: before.parameters },
      after: { cron: after?.cron, enabled: after?.enabled, parameters: after?.parameters },
    });
  });
  return getFunction(deps, name);
}
