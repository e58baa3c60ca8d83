import type { TClientRequest, TPaymentMethod, TRequestStatus, TRequestType } from '@crm/contracts';
import type { TPermission } from '@crm/contracts/permissions';

// Records over the contracts' unions: a type added there fails the build here until it has a label,
// without pulling the schema library into the console.

export const REQUEST_TYPE_LABELS: Record<TRequestType, string> = {
  withdrawFromAccount: 'Withdrawal',
  depositCryptoToAccount: 'Crypto deposit',
  transferFundsBetweenAccounts: 'Transfer',
  changeAccountLeverage: 'Change leverage',
  deleteAccount: 'Delete account',
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

/** The permission that lets staff act on (and raise) each type of request (spec point 6). */
export const REQUEST_TYPE_PERMISSION: Record<TRequestType, TPermission> = {
  withdrawFromAccount: 'requests.withdraw_from_account',
  depositCryptoToAccount: 'requests.crypto_deposit',
  transferFundsBetweenAccounts: 'requests.transfer_funds_between_accounts',
  changeAccountLeverage: 'requests.change_account_leverage',
  deleteAccount: 'requests.delete_account',
};

export const methodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABELS[method as TPaymentMethod] ?? method.replaceAll('_', ' ')) : '—';

/** The four-eyes state of a withdrawal, in words, or null when it has none. */
export function fourEyesState(r: TClientRequest): string | null {
  if (r.status !== 'pending' || !r.firstApprovedBy) return null;
  return 'Awaiting second approval by another staff member';
}
