import type { TTransaction } from '@crm/contracts';
import { fromMinorUnits, toMinorUnits } from '@crm/contracts/money';
import { canMove } from '@crm/contracts/money-status';
import { formatMoney } from '../../lib/format/currency.ts';
import type { TTransactionsT } from './transaction-labels.ts';

type Refundable = Pick<TTransaction, 'transaction_type' | 'status' | 'amount' | 'refundAmount' | 'currency'>;

const units = (amount: string, currency: string) => toMinorUnits(amount, currency) ?? 0;

/** What is left to give back of a deposit, in minor units. */
export const refundLeftUnits = (t: Refundable) =>
  Math.max(0, units(t.amount, t.currency) - units(t.refundAmount || '0', t.currency));

/** What is left to give back, as a decimal string in the transaction's currency. */
export const refundLeft = (t: Refundable) => fromMinorUnits(refundLeftUnits(t), t.currency);

/** Money in that the server lets staff give back: client deposits and staff balance deposits (not credit). */
const REFUNDABLE_TYPES: readonly string[] = ['deposit', 'balance_operation_deposit'];

/**
 * A deposit that has settled (its status may still move to a refund, per the transition table) and
 * is not yet wholly given back.
 */
export const isRefundable = (t: Refundable) =>
  REFUNDABLE_TYPES.includes(t.transaction_type) &&
  canMove(t.transaction_type, t.status, 'refund') &&
  refundLeftUnits(t) > 0;

/**
 * Reads a refund amount typed by staff: more than zero, no more digits than the currency has, and
 * never more than what is left (the server refuses more too). The answer is the amount to send,
 * or why not, in the language of `say`.
 */
export function checkRefund(text: string, t: Refundable, say: TTransactionsT): { amount: string } | { error: string } {
  const asked = toMinorUnits(text, t.currency);
  if (asked === null) return { error: say('transactions.enterAmountIn', { currency: t.currency }) };
  if (asked <= 0) return { error: say('transactions.refundOverZero') };
  const left = refundLeftUnits(t);
  if (asked > left)
    return {
      error: say('transactions.refundAtMost', { amount: formatMoney(fromMinorUnits(left, t.currency), t.currency) }),
    };
  return { amount: fromMinorUnits(asked, t.currency) };
}
