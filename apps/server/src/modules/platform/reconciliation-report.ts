import { fromMinorUnits, type TReconciliationReport } from '@crm/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, reconciliationDifferences, reconciliationRuns, tradingAccounts } from '../../db/schema.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';

const SHOWN = 1000;

/** `GET /dashboard/ledger/reconciliation`: the latest run, and its differences in the caller's scope. */
export async function latestReconciliation(db: Executor, ctx: RequestContext): Promise<TReconciliationReport> {
  const [run] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.startedAt)).limit(1);
  if (!run) return { run: null, differences: [] };
  const rows = await db
    .select({ difference: reconciliationDifferences, account: tradingAccounts })
    .from(reconciliationDifferences)
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, reconciliationDifferences.tradingAccountId))
    .innerJoin(clients, eq(clients.id, tradingAccounts.clientId))
    .where(
      and(
        eq(reconciliationDifferences.runId, run.id),
        eq(reconciliationDifferences.brandId, ctx.auth.brand),
        dataScope(ctx.auth, { brand: clients.brandId, country: clients.country }),
      ),
    )
    .orderBy(reconciliationDifferences.id)
    .limit(SHOWN);
  const money = (units: number | null, currency: string) => (units === null ? null : fromMinorUnits(units, currency));
  return {
    run: {
      _id: run.id,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      accountsChecked: run.accountsChecked,
      differences: run.differences,
    },
    differences: rows.map(({ difference: d, account }) => ({
      account: account.id,
      login_id: String(account.loginId),
      platform: account.platform as TReconciliationReport['differences'][number]['platform'],
      kind: d.kind as TReconciliationReport['differences'][number]['kind'],
      currency: d.currency,
      ledger: money(d.ledgerAmount, d.currency),
      platform_amount: money(d.platformAmount, d.currency),
    })),
  };
}
