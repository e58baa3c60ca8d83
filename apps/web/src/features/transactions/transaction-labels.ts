import type { TRANSACTION_TYPES } from '@crm/contracts';

export const TRANSACTION_TYPE_LABELS: Record<(typeof TRANSACTION_TYPES)[number], string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  balance_operation_deposit: 'Balance deposit',
  balance_operation_withdrawal: 'Balance withdrawal',
  credit_operation_deposit: 'Credit in',
  credit_operation_withdrawal: 'Credit out',
  transfer_between_accounts: 'Transfer',
};

/** A status as the lists show it, capitalised like the requests' (`partial_refund` → `Partial refund`). */
export const statusLabel = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
