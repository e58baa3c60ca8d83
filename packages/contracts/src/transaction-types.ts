/**
 * A transaction's types, without zod: the console's transactions list, dashboard and FTD report read
 * them by subpath (`@crm/contracts/transaction-types`) and so load no schema code; `accounts.ts`
 * builds its schemas on them.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'balance_operation_deposit',
  'balance_operation_withdrawal',
  'credit_operation_deposit',
  'credit_operation_withdrawal',
  'transfer_between_accounts',
] as const;
export type TTransactionType = (typeof TRANSACTION_TYPES)[number];
