import type { TRecoveryCodes, TTwoFactorSecret, TTwoFactorStatus } from '@crm/contracts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { recheckPassword } from '../auth/recheck-password.ts';
import { startEnrolment } from './new-secret.ts';
import { isRequiredBy, readPolicy } from './policy-repository.ts';
import { auditingWrongCode, type CodeTry, proveSecondFactor } from './prove-code.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import {
  countUnusedRecoveryCodes,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  setTwoFactorEnabled,
} from './repository.ts';

/** The signed-in staff user's own two-factor sign-in, from their security page. */

const codeTry = (ctx: RequestContext): CodeTry => ({
  staffId: ctx.auth.staff.id,
  email: ctx.auth.staff.email,
  ip: ctx.ip,
  requestId: ctx.requestId,
  actorId: ctx.auth.staff.id,
  brandId: ctx.auth.brand,
});

const isOn = (ctx: RequestContext) => ctx.auth.staff.twoFactorEnabledAt !== null;

export async function getOwnTwoFactor({ db }: Deps, ctx: RequestContext): Promise<TTwoFactorStatus> {
  const { staff } = ctx.auth;
  return {
    enabled: staff.twoFactorEnabledAt !== null,
    enabled_at: staff.twoFactorEnabledAt?.toISOString() ?? null,
    recovery_codes_left: staff.twoFactorEnabledAt ? await countUnusedRecoveryCodes(db, staff.id) : 0,
    required: isRequiredBy(await readPolicy(db), staff.role?.id ?? null),
  };
}

/** The signed-in user's password again, before a change to their own second factor (see recheck-password.ts). */
const recheck = (deps: Deps, ctx: RequestContext, password: string, clearsCount: boolean) =>
  recheckPassword(deps, { ...codeTry(ctx), brandId: ctx.auth.brand }, password, { clearsCount });

/**
 * The step every change to one's own second factor ends with: a current code (never a recovery
 * code) is proved, then used up in the transaction of the change (`write`), audited as `action`; a
 * code another request used first is audited as wrong before its 401 goes out.
 */
async function proveThenWrite(
  deps: Deps,
  ctx: RequestContext,
  code: string,
  action: string,
  write: (tx: Tx, staffId: string) => Promise<void>,
): Promise<void> {
  const who = codeTry(ctx);
  const proof = await proveSecondFactor(deps, who, { code }, { allowRecoveryCode: false });
  await auditingWrongCode(deps, who, () =>
    deps.db.transaction(async (tx) => {
      await proof.consume(tx);
      await write(tx, who.staffId);
      await appendAudit(tx, auditContextOf(ctx), { action, entityType: 'staff', entityId: who.staffId });
    }),
  );
}

/**
 * A new secret to scan, for the current password; a second start replaces the first. Refused while
 * two-factor is on (turn it off first).
 */
export async function startOwnEnrolment(deps: Deps, ctx: RequestContext, password: string): Promise<TTwoFactorSecret> {
  if (isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is already on');
  // No code follows in this call: a right password clears the count, as a sign-in without two-factor does.
  await recheck(deps, ctx, password, true);
  return startEnrolment(deps, deps.db, ctx.auth.staff.id, ctx.auth.staff.email);
}

/**
 * The first code from the app turns two-factor on and gives the recovery codes, shown this once.
 * (The password was asked for when the secret was made, and only this user has seen that secret.)
 */
export async function confirmOwnEnrolment(deps: Deps, ctx: RequestContext, code: string): Promise<TRecoveryCodes> {
  if (isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is already on');
  if (!(await findTwoFactor(deps.db, ctx.auth.staff.id))) {
    throw new AppError('twoFactorState', 'Start the set-up first: there is no secret to confirm');
  }
  const codes = newRecoveryCodes();
  await proveThenWrite(deps, ctx, code, 'staff.twoFactorEnabled', async (tx, staffId) => {
    await setTwoFactorEnabled(tx, staffId, true);
    await replaceRecoveryCodes(tx, staffId, codes);
  });
  return { recovery_codes: codes };
}

/** New recovery codes for the password and a current code; the old ones stop working. */
export async function regenerateOwnRecoveryCodes(
  deps: Deps,
  ctx: RequestContext,
  input: { password: string; code: string },
): Promise<TRecoveryCodes> {
  if (!isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is not on');
  await recheck(deps, ctx, input.password, false);
  const codes = newRecoveryCodes();
  await proveThenWrite(deps, ctx, input.code, 'staff.recoveryCodesRegenerated', (tx, staffId) =>
    replaceRecoveryCodes(tx, staffId, codes),
  );
  return { recovery_codes: codes };
}

/**
 * Turning it off takes the password and a current code, and is refused while the policy requires
 * it of the user.
 */
export async function disableOwnTwoFactor(
  deps: Deps,
  ctx: RequestContext,
  input: { password: string; code: string },
): Promise<void> {
  if (!isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is not on');
  if (isRequiredBy(await readPolicy(deps.db), ctx.auth.staff.role?.id ?? null)) {
    throw new AppError('twoFactorState', 'Two-factor sign-in is required for you; it cannot be turned off');
  }
  await recheck(deps, ctx, input.password, false);
  await proveThenWrite(deps, ctx, input.code, 'staff.twoFactorDisabled', (tx, staffId) => removeTwoFactor(tx, staffId));
}
