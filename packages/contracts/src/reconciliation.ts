import { z } from 'zod';
import { PLATFORMS } from './accounts.ts';

/**
 * `GET /dashboard/ledger/reconciliation`: the latest comparison of ledger balances with the
 * trading platforms' (null before the first run), and what it found in the caller's brand.
 * Amounts are decimal strings in the account currency; null where a side has no figure.
 */
export const ZReconciliationDifference = z.object({
  account: z.string(),
  login_id: z.string(),
  platform: z.enum(PLATFORMS),
  kind: z.enum(['balance', 'credit', 'missing', 'deleted']),
  currency: z.string(),
  ledger: z.string().nullable(),
  platform_amount: z.string().nullable(),
});
export const ZReconciliationReport = z
  .object({
    run: z
      .object({
        _id: z.string(),
        startedAt: z.iso.datetime(),
        finishedAt: z.iso.datetime().nullable(),
        /** Over every brand: a run checks all accounts. */
        accountsChecked: z.number().int(),
        differences: z.number().int(),
      })
      .nullable(),
    /** The run's differences in the selected brand (at most 1000). */
    differences: z.array(ZReconciliationDifference),
  })
  .meta({ id: 'ReconciliationReport' });
export type TReconciliationReport = z.infer<typeof ZReconciliationReport>;
