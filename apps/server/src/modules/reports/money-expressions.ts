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
