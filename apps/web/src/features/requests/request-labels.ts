import type { TClientRequest, TPaymentMethod, TRequestStatus, TRequestType } from '@crm/contracts';
import type { enRequests } from '@crm/contracts/locales/en/requests';
import type { TPermission } from '@crm/contracts/permissions';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export type RequestsT = TTranslateOf<typeof enRequests>;

// Records over the contracts' unions: a type added there fails the build here until it has a label,
// without pulling the schema library into the console.

export const REQUEST_TYPE_LABELS: Record<TRequestType, string> = {
  withdrawFromAccount: 'Withdrawal',
  depositCryptoToAccount: 'Crypto deposit',
  transferFundsBetweenAccounts: 'Transfer',
  changeAccountLeverage: 'Change leverage',
  deleteAccount: 'Delete account',
  balanceOperation: 'Balance operation',
  creditOperation: 'Credit operation',
  refundTransaction: 'Refund',
};

export const REQUEST_STATUS_LABELS: Record<TRequestStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  reject: 'Rejected',
};

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  skrill: 'Skrill',
  bank_wire: 'Bank wire',
  neteller: 'Neteller',
  credit_card: 'Credit card',
};

/** The permission that lets staff raise and process each type of request (spec point 6). */
export const REQUEST_TYPE_PERMISSION: Record<TRequestType, TPermission> = {
  withdrawFromAccount: 'requests.withdraw_from_account',
  depositCryptoToAccount: 'requests.crypto_deposit',
  transferFundsBetweenAccounts: 'requests.transfer_funds_between_accounts',
  changeAccountLeverage: 'requests.change_account_leverage',
  deleteAccount: 'requests.delete_account',
  // A staff operation over the approval policy's threshold: approved with the operation's own permission.
  balanceOperation: 'accounts.balance_operation',
  creditOperation: 'accounts.balance_operation',
  refundTransaction: 'transactions.edit_transaction_refund',
};

/** Rejecting or delaying only changes a status: for a withdrawal, `withdraw_from_account_status` also allows it. */
export const statusPermissions = (type: TRequestType): TPermission[] =>
  type === 'withdrawFromAccount'
    ? ['requests.withdraw_from_account', 'requests.withdraw_from_account_status']
    : type === 'refundTransaction'
      ? ['transactions.edit_transaction_refund', 'users.refund_transaction']
      : [REQUEST_TYPE_PERMISSION[type]];

/** A payment method in words; `crypto` (a crypto deposit's method, not a payout method) included. */
export const methodLabel = (method: string | null) => {
  if (!method) return '—';
  if (method === 'crypto') return 'Crypto';
  return PAYMENT_METHOD_LABELS[method as TPaymentMethod] ?? method.replaceAll('_', ' ');
};

const isPaymentMethod = (method: string): method is TPaymentMethod => Object.hasOwn(PAYMENT_METHOD_LABELS, method);

/** `methodLabel` in the console's language (the English labels above stay for the pages that read them). */
export const methodText = (method: string | null, t: RequestsT) => {
  if (!method) return '—';
  if (method === 'crypto' || isPaymentMethod(method)) return t(`requests.method.${method}`);
  return method.replaceAll('_', ' ');
};

/** The four-eyes state of a pending withdrawal over the threshold, as its message key, or null when it has none. */
export function fourEyesState(r: Pick<TClientRequest, 'status' | 'needsSecondApproval' | 'firstApprovedBy'>) {
  if (r.status !== 'pending' || !r.needsSecondApproval) return null;
  return r.firstApprovedBy ? 'requests.awaitingSecond' : 'requests.overThreshold';
}
