import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readTogether } from '../../db/read-together.ts';
import { ledgerBooks, reconciliationDifferences, reconciliationRuns, tradingAccounts } from '../../db/schema.ts';
import { loginOf, readPlatformAccounts } from './platforms.ts';
import { loginKey } from './trading-platform.ts';

export type DifferenceKind = 'balance' | 'credit' | 'missing' | 'deleted';
export type ReconciliationDifference = {
  brandId: string;
  tradingAccountId: string;
  kind: DifferenceKind;
  currency: string;
  ledgerAmount: number | null;
  platformAmount: number | null;
};
export type ReconciliationReport = {
  runId: string;
  startedAt: Date;
  finishedAt: Date;
  accountsChecked: number;
  differences: ReconciliationDifference[];
};

const BATCH = 1000;

/** What the ledger and the platform say about one account, compared. */
function compare(
  account: typeof tradingAccounts.$inferSelect,
  ledger: { balance: number; credit: number },
  platform: { balance: number; credit: number; deleted: boolean } | undefined,
): ReconciliationDifference[] {
  const base = { brandId: account.brandId, tradingAccountId: account.id, currency: account.currency };
  if (!platform) return [{ ...base, kind: 'missing', ledgerAmount: ledger.balance, platformAmount: null }];
  if (platform.deleted) return [{ ...base, kind: 'deleted', ledgerAmount: ledger.balance, platformAmount: null }];
  const found: ReconciliationDifference[] = [];
  if (ledger.balance !== platform.balance)
    found.push({ ...base, kind: 'balance', ledgerAmount: ledger.balance, platformAmount: platform.balance });
  if (ledger.credit !== platform.credit)
    found.push({ ...base, kind: 'credit', ledgerAmount: ledger.credit, platformAmount: platform.credit });
  return found;
}

/** Walks every open account in id order, a batch at a time, inside one snapshot. */
async function compareAll(tx: Tx) {
  const differences: ReconciliationDifference[] = [];
  let checked = 0;
  let after: string | null = null;
  for (;;) {
    const accounts = await tx
      .select()
      .from(tradingAccounts)
      .where(and(isNull(tradingAccounts.deletedAt), after ? gt(tradingAccounts.id, after) : undefined))
      .orderBy(asc(tradingAccounts.id))
      .limit(BATCH);
    if (accounts.length === 0) break;
    const ids = accounts.map((a) => a.id);
    const [books, platform] = await readTogether(tx, [
      () => tx.select().from(ledgerBooks).where(inArray(ledgerBooks.tradingAccountId, ids)),
      () => readPlatformAccounts(tx, accounts.map(loginOf)),
    ]);
    const bookOf = new Map(books.map((b) => [`${b.tradingAccountId}:${b.kind}`, b.balance]));
    for (const account of accounts) {
      const ledger = {
        balance: bookOf.get(`${account.id}:client_balance`) ?? 0,
        credit: bookOf.get(`${account.id}:client_credit`) ?? 0,
      };
      differences.push(...compare(account, ledger, platform.get(loginKey(loginOf(account)))));
    }
    checked += accounts.length;
    after = accounts[accounts.length - 1]?.id ?? null;
  }
  return { checked, differences };
}

/**
 * One reconciliation run: every account's ledger balance and credit against its platform's, read
 * in one repeatable-read snapshot (a posting and its platform mirror commit together, so within a
 * snapshot they either both show or neither does). Writes the run and each difference.
 */
async function runReconciliation(tx: Tx): Promise<ReconciliationReport> {
  const startedAt = new Date();
  const { checked, differences } = await compareAll(tx);
  const finishedAt = new Date();
  return recordReconciliation(tx, { startedAt, finishedAt, accountsChecked: checked, differences });
}

/** Writes a run and each difference it found; answers the report with the run's id. */
export async function recordReconciliation(
  db: Executor,
  found: Omit<ReconciliationReport, 'runId'>,
): Promise<ReconciliationReport> {
  const { startedAt, finishedAt, accountsChecked, differences } = found;
  const [run] = await db
    .insert(reconciliationRuns)
    .values({ startedAt, finishedAt, accountsChecked, differences: differences.length })
    .returning({ id: reconciliationRuns.id });
  if (!run) throw new Error('The reconciliation run was not recorded');
  for (let i = 0; i < differences.length; i += BATCH) {
    await db
      .insert(reconciliationDifferences)
      .values(differences.slice(i, i + BATCH).map((d) => ({ ...d, runId: run.id })));
  }
  return { runId: run.id, ...found };
}

const LOCK = sql`hashtext('crm.reconciliation')`;

/**
 * A run inside the caller's repeatable-read transaction (the house sweep's), after any run in
 * progress elsewhere: what the caller then does acts on the very snapshot the run checked.
 */
export async function reconcileWithin(tx: Tx): Promise<ReconciliationReport> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
  return runReconciliation(tx);
}

/** `npm run ledger:reconcile`: runs now, waiting for a run in progress elsewhere to finish first. */
export function reconcile(db: Db): Promise<ReconciliationReport> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      return runReconciliation(tx);
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * The scheduled run: skipped (null) when another instance is running one, or ran one less than
 * `minGapMs` ago, so several servers make one run per period between them.
 */
export function reconcileScheduled(db: Db, minGapMs: number): Promise<ReconciliationReport | null> {
  return db.transaction(
    async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK}) as locked`);
      if (!lock?.locked) return null;
      const [last] = await queryRows<{ ms: number | null }>(
        tx,
        sql`select (extract(epoch from now() - max(started_at)) * 1000)::float8 as ms from reconciliation_runs`,
      );
      if (typeof last?.ms === 'number' && last.ms < minGapMs) return null;
      return runReconciliation(tx);
    },
    { isolationLevel: 'repeatable read' },
  );
}
