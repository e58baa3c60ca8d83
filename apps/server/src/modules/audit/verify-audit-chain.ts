import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditHead, auditLog } from '../../db/schema.ts';
import { chainHash, GENESIS_HASH, hashedFieldsOf } from './audit-hash.ts';
import { sealAuditInbox } from './seal-audit.ts';

export type AuditProblem = { seq: number; problem: string };
export type AuditVerification = { records: number; problems: AuditProblem[] };

const BATCH = 5_000;

/**
 * Walks the chain from the start: each record must follow the previous one (no gap: a deletion),
 * point at its hash, and hash to what it stores (else it was edited). The head must name the
 * last record, so removing records from the end is caught too.
 */
export async function verifyAuditChain(db: Db): Promise<AuditVerification> {
  await sealAuditInbox(db, { wait: true });
  const problems: AuditProblem[] = [];
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let records = 0;

  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, expectedSeq - 1))
      .orderBy(asc(auditLog.seq))
      .limit(BATCH);
    for (const row of rows) {
      records++;
      if (row.seq !== expectedSeq) {
        problems.push({ seq: expectedSeq, problem: `records ${expectedSeq}..${row.seq - 1} are missing` });
      }
      if (row.prevHash !== prevHash) problems.push({ seq: row.seq, problem: 'does not follow the previous record' });
      const recomputed = chainHash(row.prevHash, hashedFieldsOf(row.seq, row));
      if (recomputed !== row.hash) problems.push({ seq: row.seq, problem: 'content does not match its hash (edited)' });
      prevHash = row.hash;
      expectedSeq = row.seq + 1;
    }
    if (rows.length < BATCH) break;
  }

  const [head] = await db.select().from(auditHead).where(eq(auditHead.id, 1));
  if (!head) problems.push({ seq: 0, problem: 'audit head is missing' });
  else if (head.seq !== expectedSeq - 1 || head.hash !== prevHash) {
    problems.push({ seq: head.seq, problem: `head names record ${head.seq} but the chain ends at ${expectedSeq - 1}` });
  }
  return { records, problems };
}
