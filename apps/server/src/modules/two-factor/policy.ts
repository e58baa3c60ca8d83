import type { TTwoFactorPolicy, TTwoFactorPolicyReply } from '@crm/contracts';
import { brands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { revokeStaffSessions } from '../auth/sessions-repository.ts';
import {
  countUnenrolled,
  isRequiredBy,
  knownRoleIds,
  listUnenrolledIds,
  lockPolicyForChange,
  type Policy,
  readPolicy,
  writePolicy,
} from './policy-repository.ts';

const toReply = async (deps: Deps, policy: Policy): Promise<TTwoFactorPolicyReply> => ({
  everyone: policy.everyone,
  role_ids: policy.roleIds,
  updated_at: policy.updatedAt?.toISOString() ?? null,
  not_enrolled: await countUnenrolled(deps.db, policy),
});

export async function getTwoFactorPolicy(deps: Deps): Promise<TTwoFactorPolicyReply> {
  return toReply(deps, await readPolicy(deps.db));
}

/**
 * `PUT /dashboard/crmusers/twoFactorPolicy`: who must use two-factor sign-in. Staff it now requires
 * who have not enrolled are signed out at once (every session ends), so no call of theirs works
 * until they sign in again and enrol at that sign-in. An administrator cannot require it of a group
 * they belong to before turning it on for themselves (they would sign themselves out).
 */
export async function setTwoFactorPolicy(
  deps: Deps,
  ctx: RequestContext,
  input: TTwoFactorPolicy,
): Promise<TTwoFactorPolicyReply> {
  const roleIds = [...new Set(input.role_ids)].sort();
  const wanted = { everyone: input.everyone, roleIds };
  const me = ctx.auth.staff;
  // One setting for the whole brokerage: only someone who administers every brand may change it
  // (an administrator of one brand must not sign out, or exempt, the staff of the other).
  const allBrands = await deps.db.select({ id: brands.id }).from(brands);
  if (allBrands.some((b) => !me.brands.includes(b.id))) {
    throw new AppError(
      'forbidden',
      'The two-factor policy covers every brand: only staff of every brand may change it',
    );
  }
  if (isRequiredBy({ ...wanted, updatedAt: null }, me.role?.id ?? null) && !me.twoFactorEnabledAt) {
    throw new AppError('twoFactorSelfFirst', 'Turn on two-factor sign-in for yourself first, on your security page');
  }
  const policy = await deps.db.transaction(async (tx) => {
    // Before anything is read: a role change racing this save then sees it, or is seen by it.
    await lockPolicyForChange(tx);
    const known = await knownRoleIds(tx, roleIds);
    const unknown = roleIds.filter((id) => !known.includes(id));
    if (unknown.length > 0) throw invalidField('role_ids', `Unknown role: ${unknown.join(', ')}`);
    const before = await readPolicy(tx);
    await writePolicy(tx, wanted, me.id);
    const signedOut = await listUnenrolledIds(tx, wanted);
    let sessionsEnded = 0;
    for (const id of signedOut) sessionsEnded += await revokeStaffSessions(tx, id, 'two-factor required');
    const after = await readPolicy(tx);
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'twoFactor.policy',
      entityType: 'system',
      entityId: null,
      before: { everyone: before.everyone, role_ids: before.roleIds },
      after: { everyone: after.everyone, role_ids: after.roleIds, staffSignedOut: signedOut.length, sessionsEnded },
    });
    return after;
  });
  return toReply(deps, policy);
}
