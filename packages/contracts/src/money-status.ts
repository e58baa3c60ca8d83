/**
 * Spec point 4 gives the payment and withdrawal status values but not their transitions; these
 * tables are ours (docs/ARCHITECTURE.md, "Money"). A status not listed as a key has no way out.
 * Every code path that changes a transaction's status asks `canMove` first; a refused move is a 409.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'approved',
  'rejected',
  'cancelled',
  'error',
  'partial_refund',
  'refund',
  'chargeback',
  'duplicated',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['initialized', 'pending', 'approved', 'rejected', 'error'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const PAYMENT_TRANSITIONS: Readonly<Record<TPaymentStatus, readonly TPaymentStatus[]>> = {
  pending: ['authorized', 'approved', 'rejected', 'cancelled', 'error'],
  authorized: ['approved', 'rejected', 'cancelled', 'error'],
  // Money has arrived: it can be given back (in part or whole), clawed back by the card scheme, or
  // found to be a second booking of one payment.
  approved: ['partial_refund', 'refund', 'chargeback', 'duplicated'],
  partial_refund: ['partial_refund', 'refund', 'chargeback'],
  rejected: [],
  cancelled: [],
  error: [],
  refund: [],
  chargeback: [],
  duplicated: [],
};

export const WITHDRAWAL_TRANSITIONS: Readonly<Record<TWithdrawalStatus, readonly TWithdrawalStatus[]>> = {
  initialized: ['pending', 'rejected', 'error'],
  pending: ['approved', 'rejected', 'error'],
  approved: [],
  rejected: [],
  error: [],
};

/** Statuses in which a transaction ended without moving any money (a rejected withdrawal paid nothing out). */
export const ENDED_WITHOUT_MONEY: ReadonlySet<string> = new Set(['rejected', 'cancelled', 'error']);

/** Which table governs a transaction type: money out follows the withdrawal table, the rest the payment one. */
export const statusTableOf = (type: string) =>
  type === 'withdrawal' || type.endsWith('_withdrawal') ? 'withdrawal' : 'payment';

export function canMove(type: string, from: string, to: string): boolean {
  if (statusTableOf(type) === 'withdrawal') {
    return (WITHDRAWAL_TRANSITIONS[from as TWithdrawalStatus] ?? []).includes(to as TWithdrawalStatus);
  }
  return (PAYMENT_TRANSITIONS[from as TPaymentStatus] ?? []).includes(to as TPaymentStatus);
}

/**
 * Spec point 4: the deposits and withdrawals lists exclude pending transactions, that is status
 * `pending` (waiting on staff, shown in the pending queues). An `authorized` payment or an
 * `initialized` withdrawal is in neither queue, so the lists show it with its status rather than hide
 * it everywhere.
 */
export const LIST_EXCLUDED_STATUS = 'pending';
