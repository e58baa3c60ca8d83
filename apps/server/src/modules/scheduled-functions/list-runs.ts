import type { TFunctionRunPage } from '@crm/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { scheduledFunctionRuns } from '../../db/schema-jobs.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { toRunReply } from './function-reply.ts';

/** A function's run history, newest first, with outputs and errors. */
export async function listRuns(
  deps: Deps,
  name: string,
  query: { page: number; limit: number },
): Promise<TFunctionRunPage> {
  if (!deps.jobs.get(name)) throw notFound('Scheduled function');
  const where = eq(scheduledFunctionRuns.functionName, name);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(scheduledFunctionRuns)
      .where(where)
      .orderBy(desc(scheduledFunctionRuns.dueAt), desc(scheduledFunctionRuns.startedAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ n: count() }).from(scheduledFunctionRuns).where(where),
  ]);
  return { docs: rows.map(toRunReply), totalDocs: total?.n ?? 0 };
}
