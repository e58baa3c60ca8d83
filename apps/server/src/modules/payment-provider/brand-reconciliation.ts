import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema.ts';
import type { ReconciliationReport } from '../platform/reconcile.ts';

/** The differences a reconciliation run found in one brand: zero means client money balances there. */
export const differencesInBrand = (report: ReconciliationReport, brandId: string): number =>
  report.differences.filter((d) => d.brandId === brandId).length;

/** The latest run and how many differences it found in the brand (null run before the first). */
export async function latestBrandReconciliation(db: Executor, brandId: string) {
  const [run] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.startedAt)).limit(1);
  if (!run) return { ranAt: null, differences: 0, balanced: false };
  const [found] = await db
    .select({ n: count() })
    .from(reconciliationDifferences)
    .where(and(eq(reconciliationDifferences.runId, run.id), eq(reconciliationDifferences.brandId, brandId)));
  const differences = found?.n ?? 0;
  return { ranAt: run.startedAt, differences, balanced: differences === 0 };
}
