import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { roles, staff } from '../../db/schema.ts';
import { twoFactorPolicy, twoFactorRequiredRoles } from '../../db/schema-two-factor.ts';

export type Policy = { everyone: boolean; roleIds: string[]; updatedAt: Date | null };

const POLICY_LOCK = sql`hashtext('two-factor-policy')`;

/**
 * Saving the policy takes this lock, and a change that puts one staff user under it (a new role)
 * takes it shared before reading the policy: each then sees the other's commit, so a role change
 * racing a policy save cannot leave an unenrolled user of a required role signed in. Until the
 * transaction ends.
 */
export async function lockPolicyForChange(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POLICY_LOCK})`);
}

export async function lockPolicyForRead(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${POLICY_LOCK})`);
}

export async function readPolicy(db: Executor): Promise<Policy> {
  const [row] = await db.select().from(twoFactorPolicy).where(eq(twoFactorPolicy.id, 1)).limit(1);
  const required = await db.select({ id: twoFactorRequiredRoles.roleId }).from(twoFactorRequiredRoles);
  return {
    everyone: row?.everyone ?? false,
    roleIds: required.map((r) => r.id).sort(),
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Whether the policy requires two-factor sign-in of a staff user with this role. */
export const isRequiredBy = (policy: Policy, roleId: string | null): boolean =>
  policy.everyone || (roleId !== null && policy.roleIds.includes(roleId));

export async function writePolicy(db: Executor, policy: { everyone: boolean; roleIds: string[] }, by: string) {
  await db
    .insert(twoFactorPolicy)
    .values({ id: 1, everyone: policy.everyone, updatedBy: by, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: twoFactorPolicy.id,
      set: { everyone: policy.everyone, updatedBy: by, updatedAt: sql`now()` },
    });
  await db.delete(twoFactorRequiredRoles);
  if (policy.roleIds.length > 0) {
    await db.insert(twoFactorRequiredRoles).values(policy.roleIds.map((roleId) => ({ roleId })));
  }
}

export async function knownRoleIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return rows.map((r) => r.id);
}

/** Condition: live staff the policy requires who have not turned two-factor on. */
const unenrolledUnder = (policy: { everyone: boolean; roleIds: string[] }) =>
  and(
    isNull(staff.deletedAt),
    isNull(staff.twoFactorEnabledAt),
    policy.everyone ? sql`true` : policy.roleIds.length > 0 ? inArray(staff.roleId, policy.roleIds) : sql`false`,
  );

export async function countUnenrolled(db: Executor, policy: { everyone: boolean; roleIds: string[] }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff).where(unenrolledUnder(policy));
  return row?.n ?? 0;
}

/** Every such staff user's id, or only `staffId` if it is one of them. */
export async function listUnenrolledIds(
  db: Executor,
  policy: { everyone: boolean; roleIds: string[] },
  staffId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(unenrolledUnder(policy), staffId === undefined ? undefined : eq(staff.id, staffId)));
  return rows.map((r) => r.id);
}
