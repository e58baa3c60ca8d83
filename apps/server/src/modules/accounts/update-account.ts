import type { TAccountPermissionsRequest, TTradingAccount } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tradingAccounts } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { loginOf, platformFor } from '../platform/platforms.ts';
import type { AccountType } from '../platform/trading-platform.ts';
import { accountInScope, accountReplies } from './account-scope.ts';

type AccountRow = typeof tradingAccounts.$inferSelect;

/** Our row changes, the platform follows in the same transaction, and the change is audited on the client. */
async function applyChange(
  tx: Tx,
  ctx: RequestContext,
  account: AccountRow,
  set: Partial<AccountRow>,
  onPlatform: (login: ReturnType<typeof loginOf>) => Promise<void>,
  action: string,
): Promise<TTradingAccount> {
  const [updated] = await tx
    .update(tradingAccounts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(tradingAccounts.id, account.id))
    .returning();
  if (!updated) throw new AppError('internal', 'The account was not updated');
  await onPlatform(loginOf(account));
  const [before, after] = [account, updated].map((a) => ({
    account: a.id,
    login_id: String(a.loginId),
    leverage: a.leverage,
    account_type: a.accountType,
    permissions: { trading: a.canTrade, deposit: a.canDeposit, withdrawal: a.canWithdraw, transfer: a.canTransfer },
  }));
  await appendAudit(tx, auditContextOf(ctx), {
    action,
    entityType: 'client',
    entityId: account.clientId,
    before,
    after,
  });
  const [reply] = await accountReplies(tx, [updated]);
  if (!reply) throw new AppError('internal', 'The account was not read back');
  return reply;
}

/** `PUT /dashboard/users/accounts/{id}`: leverage and/or account type, here and on the platform. */
export async function updateTradingAccount(
  tx: Tx,
  ctx: RequestContext,
  accountId: string,
  change: { leverage?: number; accountType?: AccountType },
): Promise<TTradingAccount> {
  const account = await accountInScope(tx, ctx, accountId);
  return applyChange(
    tx,
    ctx,
    account,
    {
      ...(change.leverage !== undefined && { leverage: change.leverage }),
      ...(change.accountType !== undefined && { accountType: change.accountType }),
    },
    (login) => platformFor(login.platform).updateAccount(tx, login, change),
    'account.update',
  );
}

/**
 * Sets an account's leverage (the requests module calls it when it carries out a
 * `changeAccountLeverage` request). The caller has checked the leverage is one of `LEVERAGES`.
 */
export const changeLeverage = (tx: Tx, ctx: RequestContext, accountId: string, leverage: number) =>
  updateTradingAccount(tx, ctx, accountId, { leverage });

/** `PUT /dashboard/users/accounts/{id}/permissions`: the client's trading, deposit, withdrawal and transfer switches. */
export async function setAccountPermissions(
  tx: Tx,
  ctx: RequestContext,
  accountId: string,
  permissions: TAccountPermissionsRequest,
): Promise<TTradingAccount> {
  const account = await accountInScope(tx, ctx, accountId);
  return applyChange(
    tx,
    ctx,
    account,
    {
      ...(permissions.trading !== undefined && { canTrade: permissions.trading }),
      ...(permissions.deposit !== undefined && { canDeposit: permissions.deposit }),
      ...(permissions.withdrawal !== undefined && { canWithdraw: permissions.withdrawal }),
      ...(permissions.transfer !== undefined && { canTransfer: permissions.transfer }),
    },
    (login) => platformFor(login.platform).setPermissions(tx, login, permissions),
    'account.permissions',
  );
}
