import type { TSweep, TSweepRequest } from '@crm/contracts';
import { isSerializationFailure } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { type IdempotentResult, idempotent } from '../../http/idempotency.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { type ReconciliationReport, reconcileWithin, recordReconciliation } from '../platform/reconcile.ts';
import { sweepHouseIncome } from './sweep-house-income.ts';

/** Tries of the whole transaction when PostgreSQL refuses it for a conflicting change (40001). */
const ATTEMPTS = 5;

/**
 * The sweep and the reconciliation it depends on in ONE repeatable-read transaction (with the
 * `Idempotency-Key` claim): the sweep moves money on the very snapshot the check found balanced.
 * A change that commits after that snapshot either does not touch what the sweep writes (then the
 * sweep is simply ordered before it) or does (a house book the sweep locks and moves): then
 * PostgreSQL refuses the sweep's write with a serialization failure, and the whole transaction
 * runs again on a fresh snapshot, checking again. So a change landing between check and sweep can
 * no longer be missed, as it could when the check committed on its own first.
 *
 * A refused sweep (243) rolls its run back with it; the run is then recorded on its own, so the
 * page still shows what the check found.
 */
export async function checkedSweep(
  deps: Deps,
  ctx: RequestContext,
  request: { key: string | undefined; route: string; body: TSweepRequest },
): Promise<IdempotentResult<TSweep>> {
  for (let attempt = 1; ; attempt++) {
    let report: ReconciliationReport | null = null;
    try {
      return await idempotent(
        deps,
        ctx,
        request,
        async (tx) => {
          report = await reconcileWithin(tx);
          return sweepHouseIncome(deps, tx, ctx, request.body, report);
        },
        { isolationLevel: 'repeatable read' },
      );
    } catch (error) {
      if (isSerializationFailure(error) && attempt < ATTEMPTS) continue;
      const found: ReconciliationReport | null = report;
      if (found && error instanceof AppError && error.codeName === 'sweepReconciliationOff') {
        await recordReconciliation(deps.db, found);
      }
      throw error;
    }
  }
}
