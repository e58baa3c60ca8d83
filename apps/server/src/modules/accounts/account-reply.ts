import { fromMinorUnits, type TTradingAccount, type TTransaction } from '@crm/contracts';
import type { ledgerBooks, tradingAccounts, transactions } from '../../db/schema.ts';
import type { PlatformAccount } from '../platform/trading-platform.ts';

type AccountRow = typeof tradingAccounts.$inferSelect;
type BookRow = typeof ledgerBooks.$inferSelect;

/**
 * An account as the API shows it: balance and credit from its ledger books; equity, margin and
 * open positions from its platform (without a platform record, as an account with no positions).
 */
export function toAccountReply(
  a: AccountRow,
  balance: BookRow | undefined,
  credit: BookRow | undefined,
  platform?: PlatformAccount,
): TTradingAccount {
  const money = (units: number) => fromMinorUnits(units, a.currency);
  const equity = platform?.equity ?? (balance?.balance ?? 0) + (credit?.balance ?? 0);
  return {
    _id: a.id,
    user: a.clientId,
    platform: a.platform as TTradingAccount['platform'],
    login_id: String(a.loginId),
    environment_type: a.environment as TTradingAccount['environment_type'],
    account_type: a.accountType as TTradingAccount['account_type'],
    tier: a.tier as TTradingAccount['tier'],
    group_name: a.groupName,
    leverage: a.leverage,
    currency: a.currency,
    balance: money(balance?.balance ?? 0),
    credit: money(credit?.balance ?? 0),
    available: money((balance?.balance ?? 0) - (balance?.held ?? 0)),
    equity: money(equity),
    margin: money(platform?.margin ?? 0),
    free_margin: money(platform?.freeMargin ?? equity),
    open_positions: platform?.openPositions ?? 0,
    permissions: { trading: a.canTrade, deposit: a.canDeposit, withdrawal: a.canWithdraw, transfer: a.canTransfer },
    createdAt: a.createdAt.toISOString(),
  };
}

export function toTransactionReply(t: typeof transactions.$inferSelect): TTransaction {
  const money = (units: number) => fromMinorUnits(units, t.currency);
  return {
    _id: t.id,
    user: t.clientId,
    account: t.tradingAccountId,
    counter_account: t.counterAccountId,
    transaction_type: t.type as TTransaction['transaction_type'],
    status: t.status,
    amount: money(t.amount),
    currency: t.currency,
    refundAmount: money(t.refundAmount),
    counter_amount:
      t.counterAmount !== null && t.counterCurrency ? fromMinorUnits(t.counterAmount, t.counterCurrency) : null,
    counter_currency: t.counterCurrency,
    exchange_rate: t.exchangeRate,
    method: t.method,
    comment: t.comment,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
