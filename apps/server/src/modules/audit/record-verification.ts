import type { TAuditVerificationRun } from '@crm/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { auditVerifications } from '../../db/schema-audit.ts';
import { type AuditContext, appendAudit } from './append-audit.ts';
import { type AuditProblem, verifyAuditChain } from './verify-audit-chain.ts';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

type Trigger = TAuditVerificationRun['trigger'];
type Run = typeof auditVerifications.$inferSelect;

const toReply = (run: Run, requestedBy: TAuditVerificationRun['requestedBy']): TAuditVerificationRun => ({
  _id: String(run.id),
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt.toISOString(),
  intact: run.intact,
  recordsChecked: run.recordsChecked,
  firstBadPosition: run.firstBadSeq,
  problem: run.problem,
  problems: run.problems,
  trigger: run.trigger as Trigger,
  requestedBy,
});

/**
 * Walks the chain (verify-audit-chain.ts) and keeps the result as one run: when it started and
 * finished, how many records it checked, and the first bad position with what is wrong there. A
 * run asked for by a staff user (`audit`) is audited in the same transaction as its row.
 */
export async function recordVerification(
  db: Db,
  options: { trigger: Trigger; audit?: AuditContext; now?: Clock; onProblems?: (problems: AuditProblem[]) => void },
): Promise<TAuditVerificationRun> {
  const now = options.now ?? systemClock;
  const startedAt = now();
  const { records, problems } = await verifyAuditChain(db);
  const finishedAt = now();
  options.onProblems?.(problems);
  const first = problems.reduce<(typeof problems)[number] | undefined>(
    (low, p) => (low === undefined || p.seq < low.seq ? p : low),
    undefined,
  );
  const requestedBy = options.audit?.actorId ?? null;
  const run = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auditVerifications)
      .values({
        startedAt,
        finishedAt,
        intact: problems.length === 0,
        recordsChecked: records,
        firstBadSeq: first?.seq ?? null,
        problem: first?.problem ?? null,
        problems: problems.length,
        trigger: options.trigger,
        requestedBy,
      })
      .returning();
    if (!row) throw new Error('the verification run was not recorded');
    if (options.audit) {
      await appendAudit(tx, options.audit, {
        action: 'audit.verify',
        entityType: 'audit_verification',
        entityId: String(row.id),
        after: { intact: row.intact, recordsChecked: records, firstBadPosition: row.firstBadSeq, problem: row.problem },
      });
    }
    return row;
  });
  return toReply(run, requestedBy ? await personOf(db, requestedBy) : null);
}

async function personOf(db: Db, id: string): Promise<TAuditVerificationRun['requestedBy']> {
  const [p] = await db
    .select({ id: staff.id, first: staff.firstName, last: staff.lastName, email: staff.email })
    .from(staff)
    .where(eq(staff.id, id));
  return p ? { _id: p.id, name: `${p.first} ${p.last}`, email: p.email } : null;
}

/** The newest run, or null before the first. */
export async function latestVerification(db: Db): Promise<TAuditVerificationRun | null> {
  const [run] = await db.select().from(auditVerifications).orderBy(desc(auditVerifications.id)).limit(1);
  if (!run) return null;
  return toReply(run, run.requestedBy ? await personOf(db, run.requestedBy) : null);
}

/**
 * The periodic check: verifies when the newest run of any kind (CLI, schedule, a staff user's)
 * finished `intervalMs` or longer ago, so a fresh server verifies at its first turn and a run
 * asked for by hand postpones the next. Several servers may each find a run due at the same turn;
 * that costs one extra walk and two rows, never a wrong result.
 */
export async function verifyWhenDue(
  db: Db,
  intervalMs: number,
  now: Clock = systemClock,
): Promise<TAuditVerificationRun | null> {
  const [last] = await db
    .select({ finishedAt: auditVerifications.finishedAt })
    .from(auditVerifications)
    .orderBy(desc(auditVerifications.finishedAt))
    .limit(1);
  if (last && now().getTime() - last.finishedAt.getTime() < intervalMs) return null;
  return recordVerification(db, { trigger: 'schedule', now });
}
