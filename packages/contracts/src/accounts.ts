import { z } from 'zod';
import { ACCOUNT_TIERS } from './account-tiers.ts';
import { pageOf, ZId, ZPageQuery, ZPlainText } from './common.ts';
import { TRANSACTION_TYPES } from './transaction-types.ts';

export * from './transaction-types.ts';

export const PLATFORMS = ['ctrader', 'mt4', 'mt5'] as const;
export const ENVIRONMENTS = ['live', 'demo'] as const;

/** A trading account (spec point 3) with its ledger balance and credit as decimal strings. */
export const ZTradingAccount = z
  .object({
    _id: z.string(),
    user: z.string(),
    platform: z.enum(PLATFORMS),
    login_id: z.string(),
    environment_type: z.enum(ENVIRONMENTS),
    account_type: z.enum(['hedged', 'netted']),
    tier: z.enum(ACCOUNT_TIERS),
    group_name: z.string(),
    leverage: z.number().int(),
    currency: z.string(),
    balance: z.string(),
    credit: z.string(),
    /** Balance less the holds of pending withdrawals. */
    available: z.string(),
    /** From the trading platform at current prices: balance, credit and the open positions' floating P/L. */
    equity: z.string(),
    /** Margin the open positions tie up, and equity less it. */
    margin: z.string(),
    free_margin: z.string(),
    open_positions: z.number().int(),
    permissions: z.object({
      trading: z.boolean(),
      deposit: z.boolean(),
      withdrawal: z.boolean(),
      transfer: z.boolean(),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TradingAccount' });
export type TTradingAccount = z.infer<typeof ZTradingAccount>;

export const ZAccountListQuery = z.object({
  ...ZPageQuery.shape,
  environment_type: z.enum(ENVIRONMENTS).default('live'),
  user: ZId.optional(),
  brand: z.string().optional(),
});

/** A page of accounts; past 10,000 the total is the database's estimate. */
export const ZAccountPage = pageOf(ZTradingAccount).extend({ totalIsEstimate: z.boolean() });
export type TAccountPage = z.infer<typeof ZAccountPage>;

/** An amount as a decimal string or a number; the server reads it exactly in the account's currency. */
const ZAmount = z.union([z.string().max(40), z.number()]);

export const ZBalanceOperationRequest = z.strictObject({
  amount: ZAmount,
  type: z.enum(['deposit', 'withdrawal']),
  comment: ZPlainText.trim().max(500).optional(),
});
export type TBalanceOperationRequest = z.infer<typeof ZBalanceOperationRequest>;

export const ZTransferFundsRequest = z.strictObject({
  amount: ZAmount,
  accountFrom: ZId,
  accountTo: ZId,
  reason: ZPlainText.trim().min(1, 'Say why the funds are moved').max(500),
});
export type TTransferFundsRequest = z.infer<typeof ZTransferFundsRequest>;

export const ZTransaction = z
  .object({
    _id: z.string(),
    user: z.string(),
    account: z.string(),
    counter_account: z.string().nullable(),
    transaction_type: z.enum(TRANSACTION_TYPES),
    status: z.string(),
    amount: z.string(),
    currency: z.string(),
    refundAmount: z.string(),
    /**
     * A transfer between accounts of different currencies: what arrived on the other account, in
     * its currency, and the rate applied (units of `counter_currency` per unit of `currency`).
     * Null for everything else.
     */
    counter_amount: z.string().nullable(),
    counter_currency: z.string().nullable(),
    exchange_rate: z.string().nullable(),
    method: z.string().nullable(),
    comment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Transaction' });
export type TTransaction = z.infer<typeof ZTransaction>;

/** What a money movement answers: the transaction and the accounts as they now stand. */
export const ZMoneyMovementReply = z.object({
  transaction: ZTransaction,
  accounts: z.array(ZTradingAccount),
  /**
   * Ours (approval policies): the operation was over the brand's threshold, so it waits in the
   * requests queue as this request for a second staff member; `transaction` is its pending row.
   */
  pendingRequest: z.string().optional(),
});
export type TMoneyMovementReply = z.infer<typeof ZMoneyMovementReply>;
