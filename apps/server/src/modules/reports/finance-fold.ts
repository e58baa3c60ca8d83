import { CURRENCY_CODES, REPORT_METHODS, type TFinanceFigures, type TFinanceReport } from '@crm/contracts';
import { addInto, amountOf, big, entryOf, int, rateOf, usdOf } from './figures.ts';

/**
 * One group of money (the facts and the raw twin answer the same groups): sums as text.
 * `refunded_usd` is what refunds gave back, `reversed_usd` what a chargeback or duplicate took back.
 */
export type MoneyGroup = {
  period: string;
  type: string;
  method: string | null;
  status: string;
  currency: string;
  n: string;
  amount: string;
  usd: string;
  refunded_usd: string;
  reversed_usd: string;
};

/** Settled deposits: the money arrived and stayed, in whole or in part (facts.md). */
const SETTLED = ['approved', 'partial_refund', 'refund'];
/** Money that arrived, including what was later taken back: the base of net deposits. */
const ARRIVED = [...SETTLED, 'chargeback', 'duplicated'];
const UNDECIDED_DEPOSIT = ['pending', 'authorized'];
const UNDECIDED_WITHDRAWAL = ['initialized', 'pending'];

const SUMS = [
  'deposits_count',
  'deposits_usd',
  'withdrawals_count',
  'withdrawals_usd',
  'arrived_usd',
  'given_back_usd',
  'refunds_count',
  'refunds_usd',
  'chargebacks_count',
  'chargebacks_usd',
  'duplicates_count',
  'duplicates_usd',
  'balance_in_count',
  'balance_in_usd',
  'balance_out_count',
  'balance_out_usd',
  'credit_in_count',
  'credit_in_usd',
  'credit_out_count',
  'credit_out_usd',
  'deposits_decided',
  'deposits_settled',
  'withdrawals_decided',
  'withdrawals_approved',
] as const;
type Sums = Record<(typeof SUMS)[number], bigint>;
const zero = (): Sums => Object.fromEntries(SUMS.map((k) => [k, 0n])) as Sums;

const OPERATIONS: Record<string, 'balance_in' | 'balance_out' | 'credit_in' | 'credit_out'> = {
  balance_operation_deposit: 'balance_in',
  balance_operation_withdrawal: 'balance_out',
  credit_operation_deposit: 'credit_in',
  credit_operation_withdrawal: 'credit_out',
};

function addGroup(s: Sums, g: MoneyGroup): void {
  const n = big(g.n);
  const usd = big(g.usd);
  if (g.type === 'deposit') {
    if (SETTLED.includes(g.status)) {
      s.deposits_count += n;
      s.deposits_usd += usd;
    }
    if (ARRIVED.includes(g.status)) {
      s.arrived_usd += usd;
      s.deposits_settled += n;
      s.given_back_usd += big(g.refunded_usd) + big(g.reversed_usd);
    }
    if (!UNDECIDED_DEPOSIT.includes(g.status)) s.deposits_decided += n;
    if (g.status === 'partial_refund' || g.status === 'refund') s.refunds_count += n;
    s.refunds_usd += big(g.refunded_usd);
    if (g.status === 'chargeback') {
      s.chargebacks_count += n;
      s.chargebacks_usd += big(g.reversed_usd);
    }
    if (g.status === 'duplicated') {
      s.duplicates_count += n;
      s.duplicates_usd += big(g.reversed_usd);
    }
  } else if (g.type === 'withdrawal') {
    if (g.status === 'approved') {
      s.withdrawals_count += n;
      s.withdrawals_usd += usd;
      s.withdrawals_approved += n;
    }
    if (!UNDECIDED_WITHDRAWAL.includes(g.status)) s.withdrawals_decided += n;
  } else {
    const op = OPERATIONS[g.type];
    if (op && g.status === 'approved') {
      s[`${op}_count`] += n;
      s[`${op}_usd`] += usd;
    }
  }
}

function figuresOf(s: Sums): TFinanceFigures {
  return {
    deposits_count: int(s.deposits_count),
    deposits_usd: usdOf(s.deposits_usd),
    withdrawals_count: int(s.withdrawals_count),
    withdrawals_usd: usdOf(s.withdrawals_usd),
    net_deposits_usd: usdOf(s.arrived_usd - s.given_back_usd - s.withdrawals_usd),
    refunds_count: int(s.refunds_count),
    refunds_usd: usdOf(s.refunds_usd),
    chargebacks_count: int(s.chargebacks_count),
    chargebacks_usd: usdOf(s.chargebacks_usd),
    duplicates_count: int(s.duplicates_count),
    duplicates_usd: usdOf(s.duplicates_usd),
    balance_in_count: int(s.balance_in_count),
    balance_in_usd: usdOf(s.balance_in_usd),
    balance_out_count: int(s.balance_out_count),
    balance_out_usd: usdOf(s.balance_out_usd),
    credit_in_count: int(s.credit_in_count),
    credit_in_usd: usdOf(s.credit_in_usd),
    credit_out_count: int(s.credit_out_count),
    credit_out_usd: usdOf(s.credit_out_usd),
    deposits_decided: int(s.deposits_decided),
    deposits_settled: int(s.deposits_settled),
    withdrawals_decided: int(s.withdrawals_decided),
    deposit_approval_rate: rateOf(s.deposits_settled, s.deposits_decided),
    withdrawal_approval_rate: rateOf(s.withdrawals_approved, s.withdrawals_decided),
  };
}

type Head = Pick<TFinanceReport, 'from' | 'to' | 'group_by'>;

/** The finance report from its money groups: rows by period, totals (the rows' sum), breakdowns. */
export function financeReportOf(head: Head, groups: readonly MoneyGroup[]): TFinanceReport {
  const periods = new Map<string, Sums>();
  const methods = new Map<string, Record<'dc' | 'du' | 'wc' | 'wu', bigint>>(
    REPORT_METHODS.map((m) => [m, { dc: 0n, du: 0n, wc: 0n, wu: 0n }]),
  );
  const currencies = new Map<string, Record<'dc' | 'da' | 'du' | 'wc' | 'wa' | 'wu', bigint>>();
  for (const g of groups) {
    const s = entryOf(periods, g.period, zero);
    addGroup(s, g);
    const deposit = g.type === 'deposit' && SETTLED.includes(g.status);
    const withdrawal = g.type === 'withdrawal' && g.status === 'approved';
    if (!deposit && !withdrawal) continue;
    const m = g.method ? methods.get(g.method) : undefined;
    if (m) {
      if (deposit) addInto(m, { dc: big(g.n), du: big(g.usd), wc: 0n, wu: 0n });
      else addInto(m, { dc: 0n, du: 0n, wc: big(g.n), wu: big(g.usd) });
    }
    const c = entryOf(currencies, g.currency, () => ({ dc: 0n, da: 0n, du: 0n, wc: 0n, wa: 0n, wu: 0n }));
    if (deposit) addInto(c, { dc: big(g.n), da: big(g.amount), du: big(g.usd), wc: 0n, wa: 0n, wu: 0n });
    else addInto(c, { dc: 0n, da: 0n, du: 0n, wc: big(g.n), wa: big(g.amount), wu: big(g.usd) });
  }
  const totals = zero();
  const rows = [...periods.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, s]) => {
      addInto(totals, s);
      return { period, ...figuresOf(s) };
    });
  return {
    currency: 'USD',
    ...head,
    rows,
    totals: figuresOf(totals),
    by_method: REPORT_METHODS.map((method) => {
      const m = methods.get(method) ?? { dc: 0n, du: 0n, wc: 0n, wu: 0n };
      return {
        method,
        deposits_count: int(m.dc),
        deposits_usd: usdOf(m.du),
        withdrawals_count: int(m.wc),
        withdrawals_usd: usdOf(m.wu),
      };
    }),
    by_currency: CURRENCY_CODES.flatMap((currency) => {
      const c = currencies.get(currency);
      if (!c) return [];
      return [
        {
          currency,
          deposits_count: int(c.dc),
          deposits_amount: amountOf(c.da, currency),
          deposits_usd: usdOf(c.du),
          withdrawals_count: int(c.wc),
          withdrawals_amount: amountOf(c.wa, currency),
          withdrawals_usd: usdOf(c.wu),
        },
      ];
    }),
  };
}
