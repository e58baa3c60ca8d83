import { z } from 'zod';
import { ZPageQuery } from './common.ts';

export const FUNCTION_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const FUNCTION_RUN_TRIGGERS = ['schedule', 'manual', 'start'] as const;

/** One run of a scheduled function: claimed for a due time (or queued by "run now"), then its outcome. */
export const ZFunctionRun = z
  .object({
    _id: z.string(),
    function: z.string(),
    dueAt: z.iso.datetime(),
    trigger: z.enum(FUNCTION_RUN_TRIGGERS),
    status: z.enum(FUNCTION_RUN_STATUSES),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
    durationMs: z.number().int().nullable(),
    output: z.unknown().describe('What the run reported (JSON), or null.'),
    error: z.string().nullable(),
    instance: z.string().nullable().describe('The server instance that ran it.'),
  })
  .meta({ id: 'FunctionRun' });
export type TFunctionRun = z.infer<typeof ZFunctionRun>;

export const ZScheduledFunction = z
  .object({
    name: z.string(),
    description: z.string(),
    cron: z.string(),
    schedule: z.string().describe('The schedule in words (UTC).'),
    enabled: z.boolean(),
    parameters: z.record(z.string(), z.unknown()),
    parametersSchema: z.record(z.string(), z.unknown()).describe('The JSON Schema the parameters are checked against.'),
    nextRunAt: z.iso.datetime().nullable(),
    lastRun: ZFunctionRun.nullable(),
    edited: z.boolean().describe('A staff member changed it: the code’s defaults no longer apply.'),
  })
  .meta({ id: 'ScheduledFunction' });
export type TScheduledFunction = z.infer<typeof ZScheduledFunction>;

export const ZScheduledFunctionParams = z.object({ name: z.string().min(1).max(100) });

/** What staff may change; at least one of the three. */
export const ZScheduledFunctionUpdate = z
  .object({
    cron: z.string().trim().min(1).max(100).optional(),
    enabled: z.boolean().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .refine((v) => v.cron !== undefined || v.enabled !== undefined || v.parameters !== undefined, {
    message: 'Give the schedule, the switch or the parameters',
  });
export type TScheduledFunctionUpdate = z.infer<typeof ZScheduledFunctionUpdate>;

export const ZFunctionRunListQuery = ZPageQuery;
export const ZFunctionRunPage = z.object({ docs: z.array(ZFunctionRun), totalDocs: z.number().int() });
export type TFunctionRunPage = z.infer<typeof ZFunctionRunPage>;
