import { type SQL, sql } from 'drizzle-orm';

/**
 * The definitions of facts.md as SQL over a money row (a fact's or a transaction's columns):
 * settled deposits, approved withdrawals and net deposits, in USD cents.
 */
export type MoneyColumns = { type: SQL; status: SQL; usd: SQL; refundedUsd: SQL; reversedUsd: SQL };

export const depositsUsd = (m: MoneyColumns): SQL =>
  sql`case when ${m.type} = 'deposit' and ${m.status} in ('approved', 'partial_refund', 'refund') then ${m.usd} else 0 end`;

export const withdrawalsUsd = (m: MoneyColumns): SQL =>
  sql`case when ${m.type} = 'withdrawal' and ${m.status} = 'approved' then ${m.usd} else 0 end`;

export const netDepositsUsd = (m: MoneyColumns): SQL => sql`case
    when ${m.type} = 'deposit' and ${m.status} in ('approved', 'partial_refund', 'refund', 'chargeback', 'duplicated')
      then ${m.usd} - ${m.refundedUsd} - ${m.reversedUsd}
    when ${m.type} = 'withdrawal' and ${m.status} = 'approved' then -${m.usd}
    else 0 end`;

/** Money that moved: deposits that arrived, and every other kind once approved. */
export const movedMoney = (m: Pick<MoneyColumns, 'type' | 'status'>): SQL => sql`(case
    when ${m.type} = 'deposit' then ${m.status} in ('approved', 'partial_refund', 'refund', 'chargeback', 'duplicated')
    else ${m.status} = 'approved' end)`;

/** A transaction as a money row, with its refunded and reversed amounts in its own currency too. */
export type TransactionMoney = MoneyColumns & { refunded: SQL; reversed: SQL };

/**
 * The money of the transaction row `row` (its table, or an alias in hand-written SQL), with the
 * facts' own functions (migration 0019): `reversed_minor` for what a chargeback or a duplicate took
 * back, `usd_cents` at the row's own rate for both refunded and reversed amounts.
 */
export const transactionMoney = (row: SQL): TransactionMoney => ({
  type: sql`${row}.type`,
  status: sql`${row}.status`,
  usd: sql`${row}.usd_amount`,
  refunded: sql`${row}.refund_amount`,
  reversed: sql`reversed_minor(${row})`,
  refundedUsd: sql`usd_cents(${row}.refund_amount, ${row}.currency, ${row}.usd_rate)`,
  reversedUsd: sql`usd_cents(reversed_minor(${row}), ${row}.currency, ${row}.usd_rate)`,
});
