import type { enTransactions } from '@crm/contracts/locales/en/transactions';
import {
  PAYMENT_STATUSES,
  type TPaymentStatus,
  type TWithdrawalStatus,
  WITHDRAWAL_STATUSES,
} from '@crm/contracts/money-status';
import { TRANSACTION_TYPES, type TTransactionType } from '@crm/contracts/transaction-types';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

export type TTransactionsT = TTranslateOf<typeof enTransactions>;
type TStatus = TPaymentStatus | TWithdrawalStatus;

export const isTransactionType = (type: string): type is TTransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(type);

/** A type's words; the area file has one key per type (a unit test holds it to TRANSACTION_TYPES). */
export const typeLabel = (type: TTransactionType, t: TTransactionsT) => t(`transactions.type.${type}`);

const STATUSES: ReadonlySet<string> = new Set<TStatus>([...PAYMENT_STATUSES, ...WITHDRAWAL_STATUSES]);
const isStatus = (status: string): status is TStatus => STATUSES.has(status);

/**
 * A status as the lists show it (`partial_refund` → `Partial refund`); one the console does not
 * know (added on the server later) capitalised from its code.
 */
export const statusLabel = (status: string, t: TTransactionsT) => {
  if (isStatus(status)) return t(`transactions.status.${status}`);
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
