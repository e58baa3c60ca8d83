import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The job registry's functions (issue 18): one row per function the code registers, created with
 * the function's defaults, which each start refreshes (a changed configuration variable applies)
 * until a staff member edits the row (`edited_at`): from then on the row is what counts.
 * `next_run_at` is the due time the runners claim.
 */
export const scheduledFunctions = pgTable('scheduled_functions', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  cron: text('cron').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  parameters: jsonb('parameters').notNull().default({}),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }),
  editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  editedBy: uuid('edited_by'),
});

/**
 * One row per run. A scheduled run is claimed by inserting (function, due_at): the unique index
 * makes a second instance's claim of the same due time a no-op. A manual run ("run now") is
 * `queued` until a runner claims it with FOR UPDATE SKIP LOCKED.
 */
export const scheduledFunctionRuns = pgTable(
  'scheduled_function_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    functionName: text('function_name')
      .notNull()
      .references(() => scheduledFunctions.name),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    trigger: text('trigger').notNull().default('schedule'),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    durationMs: integer('duration_ms'),
    output: jsonb('output'),
    error: text('error'),
    instanceId: text('instance_id'),
    requestedBy: uuid('requested_by'),
  },
  (t) => [
    uniqueIndex('scheduled_function_runs_due').on(t.functionName, t.dueAt, t.trigger),
    index('scheduled_function_runs_recent').on(t.functionName, t.dueAt.desc()),
    index('scheduled_function_runs_open').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
    check('scheduled_function_runs_status', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('scheduled_function_runs_trigger', sql`${t.trigger} in ('schedule', 'manual', 'start')`),
  ],
);

/**
 * Every server instance's heartbeat: what it is (version, start) and how it fares (`stats`: memory,
 * event-loop delay, requests and errors over the last minute, database latency and pool, the job
 * runner's state). A row whose heartbeat is old is an instance that stopped.
 */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
  stats: jsonb('stats').notNull().default({}),
});

/**
 * Whether each brokerage-wide check (`reconciliation`, `audit-verification`) is failing now, for
 * the administrators' e-mail alert: it goes out when a check turns from passing (or never run) to
 * failing, once per failure episode; the row's atomic flip is the claim, so two instances send one.
 */
export const checkAlertStates = pgTable('check_alert_states', {
  checkName: text('check_name').primaryKey(),
  failing: boolean('failing').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
