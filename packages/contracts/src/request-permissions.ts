import type { TPermission } from './permissions.ts';
import type { TRequestType } from './requests.ts';

/** Who may raise and act on each request type (spec point 6, group `requests`). */
export const ACT_PERMISSION: Record<TRequestType, readonly [TPermission, ...TPermission[]]> = {
  deleteAccount: ['requests.delete_account'],
  withdrawFromAccount: ['requests.withdraw_from_account'],
  depositCryptoToAccount: ['requests.crypto_deposit'],
  transferFundsBetweenAccounts: ['requests.transfer_funds_between_accounts'],
  changeAccountLeverage: ['requests.change_account_leverage'],
  // Approving a staff operation over the threshold needs the permission the operation itself needs.
  balanceOperation: ['accounts.balance_operation'],
  creditOperation: ['accounts.balance_operation'],
  refundTransaction: ['transactions.edit_transaction_refund', 'users.refund_transaction'],
};

/**
 * Rejecting or delaying a withdrawal changes only its status, which `withdraw_from_account_status`
 * also allows; carrying it out moves money and needs `withdraw_from_account`.
 */
export const STATUS_PERMISSION: Record<TRequestType, readonly [TPermission, ...TPermission[]]> = {
  ...ACT_PERMISSION,
  withdrawFromAccount: ['requests.withdraw_from_account', 'requests.withdraw_from_account_status'],
};

/** Every permission that lets someone act on some request: what the action endpoint declares. */
export const ANY_ACT_PERMISSION = [...new Set(Object.values(STATUS_PERMISSION).flat())] as unknown as readonly [
  TPermission,
  ...TPermission[],
];

export const VIEW_PERMISSIONS = [
  'requests.view_requests',
  'requests.view_pending_withdrawals',
  'requests.view_pending_deposits',
] as const satisfies readonly TPermission[];
