/**
 * The job registry's function names (scheduled-functions.ts holds the schemas), without the schema
 * library, so the scheduled-functions page can name each one's description in the console's
 * language (`scheduled.fn.<name>` in `locales/en/scheduled-functions.ts`). A server test holds the
 * registry to this list: every registered function is named here and its English description is the
 * catalogue's, byte for byte.
 */
export const SCHEDULED_FUNCTION_NAMES = [
  'audit-sealer',
  'audit-verify',
  'prune-idempotency-keys',
  'prune-login-failures',
  'sync-rates',
  'prune-function-runs',
  'record-segment-counts',
  'ib-lead-imports',
  'client-reassignments',
  'prune-approval-operations',
  'resume-mailings',
  'price-feed',
  'reconciliation',
  'adopt-accounts',
  'trading-import',
  'balance-snapshot',
  'daily-ranges',
  'daily-analysis-draft',
  'simulated-client-app',
] as const;
export type TScheduledFunctionName = (typeof SCHEDULED_FUNCTION_NAMES)[number];

const known: ReadonlySet<string> = new Set(SCHEDULED_FUNCTION_NAMES);

/** A name the console has words for (a newer server may list a function this console does not know). */
export const isScheduledFunctionName = (name: string): name is TScheduledFunctionName => known.has(name);
