import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { auditHead, auditInbox, auditLog } from '../../db/schema.ts';
import { defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import { chainHash, hashedFieldsOf } from './audit-hash.ts';

/** Advisory lock key of the sealer: one sealing at a time across every server instance. */
const SEAL_LOCK = 7_301_002;
const BATCH = 1000;

/**
 * Moves committed inbox records onto the chain, oldest first: each gets the next `seq` and the hash
 * of the one before, and leaves the inbox in the same transaction. One sealer runs at a time (an
 * advisory lock); `wait` makes a reader queue for it, so a read sees every change committed before
 * it. A record that commits late (an older inbox id) is simply chained in a later round: the chain
 * is in sealing order, which is what `seq` numbers.
 */
export async function sealAuditInbox(db: Db, { wait }: { wait: boolean }): Promise<number> {
  let sealed = 0;
  for (;;) {
    const [waiting] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from audit_inbox) as any`);
    if (!waiting?.any) return sealed;
    const n = await db.transaction(async (tx) => {
      if (wait) await tx.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK})`);
      else {
        const [got] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SEAL_LOCK}) as ok`);
        if (!got?.ok) return 0;
      }
      const rows = await tx.select().from(auditInbox).orderBy(asc(auditInbox.id)).limit(BATCH);
      if (rows.length === 0) return 0;
      const [head] = await tx.select().from(auditHead).where(eq(auditHead.id, 1)).for('update');
      if (!head) throw new Error('audit_head row is missing');
      let { seq, hash } = head;
      const records = rows.map((r) => {
        seq += 1;
        const fields = hashedFieldsOf(seq, r);
        const prevHash = hash;
        hash = chainHash(prevHash, fields);
        return { ...fields, at: r.at, ip: r.ip, prevHash, hash };
      });
      await tx.insert(auditLog).values(records);
      await tx.delete(auditInbox).where(
        inArray(
          auditInbox.id,
          rows.map((r) => r.id),
        ),
      );
      await tx.update(auditHead).set({ seq, hash }).where(eq(auditHead.id, 1));
      return rows.length;
    });
    sealed += n;
    if (n < BATCH) return sealed;
  }
}

/**
 * The sealer as a function of the job registry: every second one instance chains what is waiting.
 * The reads seal on their own as well, so the log is never behind what a reader sees.
 */
export const auditSealerFunction = (db: Db) =>
  defineFunction({
    name: 'audit-sealer',
    description: 'Chains the audit records waiting in the inbox onto the audit log.',
    cron: '* * * * * *',
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async () => ({ sealed: await sealAuditInbox(db, { wait: false }) }),
  });
