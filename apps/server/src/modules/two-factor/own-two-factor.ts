import type { TRecoveryCodes, TTwoFactorSecret, TTwoFactorStatus } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
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

/** A new secret to scan; a second start replaces the first. Refused while two-factor is on (turn it off first). */
export async function startOwnEnrolment(deps: Deps, ctx: RequestContext): Promise<TTwoFactorSecret> {
  if (isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is already on');
  return startEnrolment(deps, deps.db, ctx.auth.staff.id, ctx.auth.staff.email);
}

/** The first code from the app turns two-factor on and gives the recovery codes, shown this once. */
export async function confirmOwnEnrolment(deps: Deps, ctx: RequestContext, code: string): Promise<TRecoveryCodes> {
  if (isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is already on');
  if (!(await findTwoFactor(deps.db, ctx.auth.staff.id))) {
    throw new AppError('twoFactorState', 'Start the set-up first: there is no secret to confirm');
  }
  const who = codeTry(ctx);
  const proof = await proveSecondFactor(deps, who, { code }, { allowRecoveryCode: false });
  const codes = newRecoveryCodes();
  await auditingWrongCode(deps, who, () =>
    deps.db.transaction(async (tx) => {
      await proof.consume(tx);
      await setTwoFactorEnabled(tx, who.staffId, true);
      await replaceRecoveryCodes(tx, who.staffId, codes);
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'staff.twoFactorEnabled',
        entityType: 'staff',
        entityId: who.staffId,
      });
    }),
  );
  return { recovery_codes: codes };
}

/** New recovery codes for a current code; the old ones stop working. */
export async function regenerateOwnRecoveryCodes(
  deps: Deps,
  ctx: RequestContext,
  code: string,
): Promise<TRecoveryCodes> {
  if (!isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is not on');
  const who = codeTry(ctx);
  const proof = await proveSecondFactor(deps, who, { code }, { allowRecoveryCode: false });
  const codes = newRecoveryCodes();
  await auditingWrongCode(deps, who, () =>
    deps.db.transaction(async (tx) => {
      await proof.consume(tx);
      await replaceRecoveryCodes(tx, who.staffId, codes);
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'staff.recoveryCodesRegenerated',
        entityType: 'staff',
        entityId: who.staffId,
      });
    }),
  );
  return { recovery_codes: codes };
}

/** Turning it off takes a current code, and is refused while the policy requires it of the user. */
export async function disableOwnTwoFactor(deps: Deps, ctx: RequestContext, code: string): Promise<void> {
  if (!isOn(ctx)) throw new AppError('twoFactorState', 'Two-factor sign-in is not on');
  if (isRequiredBy(await readPolicy(deps.db), ctx.auth.staff.role?.id ?? null)) {
    throw new AppError('twoFactorState', 'Two-factor sign-in is required for you; it cannot be turned off');
  }
  const who = codeTry(ctx);
  const proof = await proveSecondFactor(deps, who, { code }, { allowRecoveryCode: false });
  await auditingWrongCode(deps, who, () =>
    deps.db.transaction(async (tx) => {
      await proof.consume(tx);
      await removeTwoFactor(tx, who.staffId);
      await appendAudit(tx, auditContextOf(ctx), {
        action: 'staff.twoFactorDisabled',
        entityType: 'staff',
        entityId: who.staffId,
      });
    }),
  );
}
