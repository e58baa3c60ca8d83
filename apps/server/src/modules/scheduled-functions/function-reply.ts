import type { TFunctionRun, TScheduledFunction } from '@crm/contracts';
import { z } from 'zod';
import type { scheduledFunctionRuns, scheduledFunctions } from '../../db/schema-jobs.ts';
import { describeCron } from '../../jobs/cron.ts';
import type { ScheduledFunction } from '../../jobs/scheduled-function.ts';

type FunctionRow = typeof scheduledFunctions.$inferSelect;
type RunRow = typeof scheduledFunctionRuns.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toRunReply = (r: RunRow): TFunctionRun => ({
  _id: r.id,
  function: r.functionName,
  dueAt: r.dueAt.toISOString(),
  trigger: r.trigger as TFunctionRun['trigger'],
  status: r.status as TFunctionRun['status'],
  startedAt: iso(r.startedAt),
  finishedAt: iso(r.finishedAt),
  durationMs: r.durationMs,
  output: r.output ?? null,
  error: r.error,
  instance: r.instanceId,
});

/** The JSON Schema of a function's parameters, for the page's editor to show what is expected. */
const schemaOf = (fn: ScheduledFunction | undefined): Record<string, unknown> => {
  if (!fn) return {};
  try {
    return z.toJSONSchema(fn.parameters, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export const toFunctionReply = (
  row: FunctionRow,
  fn: ScheduledFunction | undefined,
  lastRun: RunRow | null,
): TScheduledFunction => ({
  name: row.name,
  description: row.description,
  cron: row.cron,
  schedule: describeCron(row.cron),
  enabled: row.enabled,
  parameters: (row.parameters ?? {}) as Record<string, unknown>,
  parametersSchema: schemaOf(fn),
  nextRunAt: row.enabled ? iso(row.nextRunAt) : null,
  lastRun: lastRun ? toRunReply(lastRun) : null,
  edited: row.editedAt !== null,
});
