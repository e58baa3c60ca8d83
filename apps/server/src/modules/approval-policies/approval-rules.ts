import type { TApprovalKind } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { approvalOperations, approvalPolicies } from '../../db/schema-approval-policies.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { type FourEyesThreshold, fourEyesThresholds, fourEyesThresholdsOfCents } from '../rates/brokerage-figures.ts';

type PolicyRow = typeof approvalPolicies.$inferSelect;

const COLUMN: Record<TApprovalKind, keyof PolicyRow> = {
  withdrawal: 'withdrawalUsdCents',
  balance: 'balanceUsdCents',
  credit: 'creditUsdCents',
  refund: 'refundUsdCents',
};

/** The brand's policy in force, or undefined before any change was approved. */
export async function policyOf(db: Executor, brandId: string): Promise<PolicyRow | undefined> {
  const [row] = await db.select().from(approvalPolicies).where(eq(approvalPolicies.brandId, brandId));
  return row;
}

/** The policy's threshold of one kind in USD cents, or null when it leaves the kind at its default. */
export function policyThreshold(policy: PolicyRow | undefined, kind: TApprovalKind): number | null {
  const value = policy?.[COLUMN[kind]];
  return typeof value === 'number' ? value : null;
}

/**
 * What applies to one kind: the policy's threshold on both directions, or (unset) the configured
 * four-eyes threshold on money out only — money into the account then runs at once, as before.
 */
export function ruleOf(policy: PolicyRow | undefined, kind: TApprovalKind, defaultUsd: number) {
  const set = policyThreshold(policy, kind);
  return set === null
    ? { thresholdUsdCents: defaultUsd * 100, bothDirections: false, fromPolicy: false }
    : { thresholdUsdCents: set, bothDirections: true, fromPolicy: true };
}

/**
 * A withdrawal's four-eyes threshold in any currency for the brand: the policy's when it sets one,
 * else exactly the configured `FOUR_EYES_WITHDRAWAL_THRESHOLD` as before any policy.
 */
export async function withdrawalFourEyes(
  db: Executor,
  deps: Pick<Deps, 'config'>,
  brandId: string,
): Promise<FourEyesThreshold & { fromPolicy: boolean }> {
  const set = policyThreshold(await policyOf(db, brandId), 'withdrawal');
  const thresholds =
    set === null
      ? await fourEyesThresholds(db, deps.config.fourEyesWithdrawalThreshold)
      : await fourEyesThresholdsOfCents(db, set);
  return Object.assign((currency: string) => thresholds(currency), { fromPolicy: set !== null });
}

/** An amount in minor units of `currency` in USD cents at today's rate; null when the currency has no rate. */
async function usdCentsOf(tx: Tx, units: number, currency: string): Promise<number | null> {
  const [row] = await queryRows<{ usd: string | null }>(
    tx,
    sql`select usd_cents(${units}::bigint, ${currency}::text, r.rate)::text as usd
          from (select case when ${currency}::text = 'USD' then 1::numeric else
                  (select usd_per_unit from exchange_rates
                    where currency = ${currency}::text and day <= reporting_day(now())
                    order by day desc limit 1)
                end as rate) r`,
  );
  return row?.usd == null ? null : Number(row.usd);
}

export type Operation = {
  kind: TApprovalKind;
  direction: 'in' | 'out';
  brandId: string;
  clientId: string;
  units: number;
  currency: string;
  /** The withdrawal request being paid out, when there is one. */
  requestId?: string | null;
};

/** How far back a staff member's operations count toward the threshold (operations-retention.ts keeps at least this). */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The approval rule for one staff operation, inside its transaction: the caller's operations of
 * the same kind on the same client within the last 24 hours (by `deps.clock`) that ran without a
 * second approver, plus this one, against the threshold. Two operations of one staff member on one
 * client take turns on an advisory lock, so the second sums the first: both cannot slip under.
 * Under the threshold the operation is recorded (it runs alone) and `true` comes back; over it,
 * nothing is recorded and the caller turns the operation into a request for a second staff member.
 */
export async function mayRunAlone(deps: Deps, tx: Tx, ctx: RequestContext, op: Operation): Promise<boolean> {
  const staffId = ctx.auth.staff.id;
  const rule = ruleOf(await policyOf(tx, op.brandId), op.kind, deps.config.fourEyesWithdrawalThreshold);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`approval:${staffId}:${op.clientId}`}, 0))`);
  const usd = await usdCentsOf(tx, op.units, op.currency);
  const governed = rule.bothDirections || op.direction === 'out';
  if (governed) {
    // A currency without a rate keeps the second approver on.
    if (usd === null) return false;
    const since = new Date(deps.clock().getTime() - APPROVAL_WINDOW_MS);
    const [sum] = await queryRows<{ total: string }>(
      tx,
      sql`select coalesce(sum(usd_cents), 0)::text as total from approval_operations
           where staff_id = ${staffId} and client_id = ${op.clientId} and kind = ${op.kind}
             and at > ${since.toISOString()}::timestamptz
             ${rule.bothDirections ? sql`` : sql`and direction = 'out'`}`,
    );
    if (Number(sum?.total ?? 0) + usd > rule.thresholdUsdCents) return false;
  }
  if (usd !== null) {
    await tx.insert(approvalOperations).values({
      brandId: op.brandId,
      staffId,
      clientId: op.clientId,
      kind: op.kind,
      direction: op.direction,
      usdCents: usd,
      at: deps.clock(),
      requestId: op.requestId ?? null,
    });
  }
  return true;
}
