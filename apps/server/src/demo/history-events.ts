/**
 * The vocabulary of a demo client's money history (plan-history.ts): the events it is made of, the
 * state a client's history carries from one event to the next, and the small rules every kind of
 * event shares (how long a payment takes, when a request was raised, which account has the money).
 */
import type { TPaymentMethod } from '@crm/contracts';
import { DAY, HOUR, type MoneyPlan, type PlannedTransaction } from './money-plan.ts';
import type { SeededAccount } from './seed-accounts.ts';
import type { StaffPicker } from './seed-staff.ts';

/** What the history needs of a client: its row's deposit facts (the targets) and its live accounts. */
export type HistoryClient = {
  id: string;
  createdAt: Date;
  firstDepositAt: Date | null;
  ftdCents: number | null;
  totalCents: number;
  live: SeededAccount[];
};

export type HistoryContext = {
  plan: MoneyPlan;
  rand: () => number;
  staff: StaffPicker;
  /** Settled history ends here (ms); pending requests come after it. */
  end: number;
  fourEyesCents: number;
};

export type DepositMethod = TPaymentMethod | 'crypto';
export type Event = { at: number } & (
  | { kind: 'deposit'; account: SeededAccount; usd: number; method: DepositMethod; failure: string | null }
  | { kind: 'withdrawal' }
  | {
      kind: 'refund';
      deposit: PlannedTransaction;
      account: SeededAccount;
      mode: 'partial_refund' | 'refund' | 'chargeback';
    }
  | { kind: 'balance' | 'credit'; direction: 'deposit' | 'withdrawal' }
  | { kind: 'transfer' }
);

export const METHODS: [DepositMethod, number][] = [
  ['credit_card', 40],
  ['bank_wire', 18],
  ['skrill', 14],
  ['neteller', 10],
  ['crypto', 18],
];
export const FAILURES: [string, number][] = [
  ['rejected', 55],
  ['cancelled', 30],
  ['error', 15],
];

export const usdOf = (cents: number) => cents / 100;
export const hex = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
/** The lag between the moment a client asks and the moment money moves. */
export function lagOf(rand: () => number, method: DepositMethod): number {
  if (method === 'bank_wire') return 6 * HOUR + rand() * 3 * DAY;
  if (method === 'crypto') return 20 * 60_000 + rand() * 6 * HOUR;
  return 60_000 + rand() * 20 * 60_000;
}

export type ClientState = {
  client: HistoryClient;
  preferred: DepositMethod;
  events: Event[];
  lastAt: number;
  /** Accounts that have had their first deposit (the tier minimum applies to it). */
  firstDone: Set<string>;
  lastDepositUsd: number;
};

export function schedule(state: ClientState, event: Event) {
  const index = state.events.findIndex((e) => e.at > event.at);
  state.events.splice(index === -1 ? state.events.length : index, 0, event);
}

/** A request that holds money is raised after the client's previous movement and carried out at `at`. */
export const raisedAt = (state: ClientState, at: number, lag: number) =>
  new Date(at - Math.min(lag, 0.9 * (at - state.lastAt)));

/** The live account with the most money available, and what it has. */
export function richest(ctx: HistoryContext, live: SeededAccount[]) {
  let best = live[0] as SeededAccount;
  for (const a of live) if (ctx.plan.availableOf(a) > ctx.plan.availableOf(best)) best = a;
  return { account: best, available: ctx.plan.availableOf(best) };
}
