/**
 * The numbers of sign-in throttling (docs/SECURITY.md "Throttling"). Intervals are SQL text because
 * every comparison is made in database time, so all server instances agree.
 */

/** Failures one (email, address) pair may make before it has to wait. Room for a few typos. */
export const FREE_FAILURES_PER_PAIR = 5;

/** How long a pair's failures count (unless a success from that pair clears them), and are kept. */
export const PAIR_MEMORY = `interval '24 hours'`;

/** The longest a pair is made to wait between two tries. */
export const MAX_PAIR_DELAY_SECONDS = 15 * 60;

/**
 * Failures for one email, from all addresses together, within `SHORT_WINDOW` that mark the email as
 * under a spread-out attack. One address cannot get there alone (it makes at most 14 failures in 15
 * minutes under the delays), so it takes several. It never refuses an address that has not failed
 * for the email: it only takes the free failures away from those that have.
 */
export const EMAIL_CEILING = 20;

/** Free failures per pair while its email is over the ceiling: the delays start after the first. */
export const FREE_FAILURES_UNDER_ATTACK = 1;

/** The window of the per-email ceiling and of the per-address limit (LOGIN_MAX_FAILURES_PER_ADDRESS). */
export const SHORT_WINDOW = `interval '15 minutes'`;

/**
 * Seconds a pair must wait after its latest failure before the next try: none while it has free
 * failures left, then 1, 2, 4 … doubling with each failure, capped.
 */
export function pairDelaySeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), MAX_PAIR_DELAY_SECONDS);
}
