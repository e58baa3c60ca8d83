import type { TAuditVerificationRun } from '@crm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { cronForInterval, defineFunction, NO_PARAMETERS } from '../../jobs/scheduled-function.ts';
import { alertOnCheck, type CheckAlertDeps } from '../server-status/check-alerts.ts';
import { signalChecks } from '../server-status/failed-checks.ts';
import { type Clock, recordVerification, systemClock } from './record-verification.ts';

/**
 * The verification of the audit chain as a function of the job registry. Its default schedule
 * comes from `AUDIT_VERIFY_INTERVAL_MINUTES` (0: off by default). A broken chain fails the run, so
 * the page, the server status and the administrators' alert show it, besides being recorded; the
 * holders of `internal.server_status` get an e-mail once per failure episode (`check-alerts.ts`).
 */
export const auditVerificationFunction = (deps: CheckAlertDeps, intervalMinutes: number, now: Clock = systemClock) =>
  defineFunction({
    name: 'audit-verify',
    description: 'Verifies the audit log’s hash chain from its first record to its last.',
    cron: cronForInterval(Math.max(1, intervalMinutes) * 60_000),
    enabled: intervalMinutes > 0,
    parameters: NO_PARAMETERS,
    defaultParameters: {},
    run: async ({ log }) => {
      const run = await verifyAndAlert(deps, { trigger: 'schedule', now }, log);
      if (!run.intact) {
        log.error(
          { firstBadPosition: run.firstBadPosition, problems: run.problems },
          'audit chain verification failed',
        );
        throw new Error(`The audit chain is broken from position ${run.firstBadPosition}`);
      }
      return { recordsChecked: run.recordsChecked, intact: true };
    },
  });

/**
 * One verification of the chain, scheduled or asked for ("Verify now" on the logs page), with what
 * follows its result either way: the consoles' toast and browser notification (`signalChecks`) and
 * the administrators' e-mail on the first failure of an episode. A failure found by hand is the same
 * broken chain as one found on schedule, and the same people must hear of it.
 */
export async function verifyAndAlert(
  deps: CheckAlertDeps,
  options: Parameters<typeof recordVerification>[1],
  log?: FastifyBaseLogger,
): Promise<TAuditVerificationRun> {
  const run = await recordVerification(deps.db, options);
  await signalChecks(deps.db);
  const failure = run.intact
    ? null
    : `The audit chain is broken from position ${run.firstBadPosition} (${run.problems} problem(s) found in ${run.recordsChecked} records).`;
  await alertOnCheck(deps, 'audit-verification', failure, log);
  return run;
}
