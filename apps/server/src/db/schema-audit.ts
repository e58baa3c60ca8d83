import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './schema.ts';

/**
 * One row per verification of the audit hash chain (audit/record-verification.ts): from the CLI, the
 * server's periodic check or an administrator's "Verify now". The log viewer shows the newest. The
 * chain is one for every brand, so the runs are too.
 */
export const auditVerifications = pgTable(
  'audit_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull(),
    intact: boolean('intact').notNull(),
    recordsChecked: bigint('records_checked', { mode: 'number' }).notNull(),
    /** The first position found edited, missing or cut; null when intact. */
    firstBadSeq: bigint('first_bad_seq', { mode: 'number' }),
    problem: text('problem'),
    problems: integer('problems').notNull(),
    trigger: text('trigger').notNull(),
    requestedBy: uuid('requested_by').references(() => staff.id),
  },
  (t) => [
    index('audit_verifications_finished_idx').on(t.finishedAt),
    check('audit_verifications_trigger_check', sql`${t.trigger} in ('cli','schedule','manual')`),
    check('audit_verifications_result_check', sql`${t.intact} = (${t.firstBadSeq} is null)`),
  ],
);
