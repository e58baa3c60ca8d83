import { randomUUID } from 'node:crypto';
import type { SeededAccount } from './seed-accounts.ts';

/** The account books the money seed posts to: each account's balance and credit, and the brand's house books. */
export type SeedBooks = {
  balance: Map<string, string>;
  credit: Map<string, string>;
  house: { cash: string; credit: string; fees: string };
};

export type PlannedEntry = {
  id: string;
  type: string;
  memo: string | null;
  createdBy: string | null;
  linkedEntryId: string | null;
  at: Date;
};
export type PlannedPosting = { entryId: string; bookId: string; currency: string; amount: number; at: Date };
/** A change of a platform account's balance or credit, as `mirrorOnPlatform` makes it. */
export type PlannedDeal = {
  account: SeededAccount;
  kind: 'balance' | 'credit';
  amount: number;
  entryId: string;
  at: Date;
};
export type PlannedTransaction = {
  id: string;
  clientId: string;
  accountId: string;
  counterAccountId: string | null;
  entryId: string | null;
  type: string;
  status: string;
  amount: number;
  currency: string;
  refundAmount: number;
  method: string | null;
  comment: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type PlannedHold = {
  id: string;
  bookId: string;
  amount: number;
  status: 'active' | 'posted' | 'released';
  entryId: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
};
export type PlannedRequest = {
  id: string;
  clientId: string;
  accountId: string;
  counterAccountId: string | null;
  type: string;
  status: 'pending' | 'processed' | 'reject';
  amount: number | null;
  currency: string | null;
  leverage: number | null;
  method: string | null;
  details: Record<string, string>;
  methods: string | null;
  fee: number | null;
  rejectReason: string | null;
  delayedReason: string | null;
  delayedAt: Date | null;
  holdId: string | null;
  transactionId: string | null;
  createdBy: string | null;
  firstApprovedBy: string | null;
  processedBy: string | null;
  processedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** One side of a movement: an account's balance or credit book, or a house book. */
export type Side = { account: SeededAccount; book: 'balance' | 'credit' } | { house: keyof SeedBooks['house'] };

/**
 * The money history of one brand as it is planned, before it is written: entries with their
 * postings and platform deals, transaction rows, holds and requests, and each account's balance
 * and credit as the history reaches them (so no movement is planned that the account could not
 * pay). Every movement is its own journal entry, as the live code posts it.
 */
export class MoneyPlan {
  readonly entries: PlannedEntry[] = [];
  readonly postings: PlannedPosting[] = [];
  readonly deals: PlannedDeal[] = [];
  readonly transactions: PlannedTransaction[] = [];
  readonly holds: PlannedHold[] = [];
  readonly requests: PlannedRequest[] = [];
  /** Available balance (balance less active holds) and credit per account, as planned so far. */
  readonly available = new Map<string, number>();
  readonly credit = new Map<string, number>();
  /** The time of each account's last planned movement: later holds come after it. */
  readonly lastMovedAt = new Map<string, number>();

  constructor(readonly books: SeedBooks) {}

  availableOf = (account: SeededAccount) => this.available.get(account.id) ?? 0;
  creditOf = (account: SeededAccount) => this.credit.get(account.id) ?? 0;

  /** Posts one entry: `lines` sum to zero; client lines move the planned figures and the platform. */
  entry(
    type: string,
    at: Date,
    lines: { side: Side; amount: number }[],
    extra: { memo?: string | null; createdBy?: string | null; linkedEntryId?: string | null } = {},
  ): string {
    if (lines.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error(`A planned ${type} entry does not balance`);
    const id = randomUUID();
    this.entries.push({
      id,
      type,
      memo: extra.memo ?? null,
      createdBy: extra.createdBy ?? null,
      linkedEntryId: extra.linkedEntryId ?? null,
      at,
    });
    for (const { side, amount } of lines) {
      if (amount === 0) continue;
      if ('house' in side) {
        this.postings.push({ entryId: id, bookId: this.books.house[side.house], currency: 'USD', amount, at });
        continue;
      }
      const { account, book } = side;
      const figures = book === 'balance' ? this.available : this.credit;
      const next = (figures.get(account.id) ?? 0) + amount;
      if (next < 0) throw new Error(`A planned ${type} entry takes account ${account.loginId} below zero`);
      figures.set(account.id, next);
      this.lastMovedAt.set(account.id, Math.max(this.lastMovedAt.get(account.id) ?? 0, at.getTime()));
      const bookId = (book === 'balance' ? this.books.balance : this.books.credit).get(account.id);
      if (!bookId) throw new Error(`Account ${account.loginId} has no ${book} book`);
      this.postings.push({ entryId: id, bookId, currency: account.currency, amount, at });
      this.deals.push({ account, kind: book, amount, entryId: id, at });
    }
    return id;
  }

  transaction(
    t: Omit<PlannedTransaction, 'id' | 'refundAmount' | 'counterAccountId' | 'currency' | 'comment' | 'method'> &
      Partial<Pick<PlannedTransaction, 'counterAccountId' | 'comment' | 'method' | 'refundAmount'>>,
  ): PlannedTransaction {
    const row: PlannedTransaction = {
      id: randomUUID(),
      counterAccountId: null,
      comment: null,
      method: null,
      refundAmount: 0,
      currency: 'USD',
      ...t,
    };
    this.transactions.push(row);
    return row;
  }

  /**
   * A hold on the account's balance book: `active` holds take their amount off the available
   * balance now; posted or released ones are history.
   */
  hold(account: SeededAccount, amount: number, status: PlannedHold['status'], createdAt: Date): PlannedHold {
    const bookId = this.books.balance.get(account.id);
    if (!bookId) throw new Error(`Account ${account.loginId} has no balance book`);
    if (status === 'active') {
      const left = this.availableOf(account) - amount;
      if (left < 0) throw new Error(`A planned hold takes account ${account.loginId} below zero`);
      this.available.set(account.id, left);
    }
    const hold: PlannedHold = { id: randomUUID(), bookId, amount, status, entryId: null, createdAt, resolvedAt: null };
    this.holds.push(hold);
    return hold;
  }

  request(
    r: Pick<PlannedRequest, 'clientId' | 'accountId' | 'type' | 'status' | 'createdAt'> & Partial<PlannedRequest>,
  ): PlannedRequest {
    const row: PlannedRequest = {
      id: randomUUID(),
      counterAccountId: null,
      amount: null,
      currency: null,
      leverage: null,
      method: null,
      details: {},
      methods: null,
      fee: null,
      rejectReason: null,
      delayedReason: null,
      delayedAt: null,
      holdId: null,
      transactionId: null,
      createdBy: null,
      firstApprovedBy: null,
      processedBy: null,
      processedAt: null,
      updatedAt: r.processedAt ?? r.delayedAt ?? r.createdAt,
      ...r,
    };
    this.requests.push(row);
    return row;
  }
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

export { DAY, HOUR };

/** A US-dollar amount as people choose them (10s, 50s, 100s, 500s as it grows), in cents. */
export function roundUsd(usd: number): number {
  const step = usd < 100 ? 10 : usd < 1000 ? 50 : usd < 10_000 ? 100 : 500;
  return Math.max(step, Math.round(usd / step) * step) * 100;
}

/** A round amount in cents no larger than `cents` (0 when even the smallest step is too much). */
export function roundDownUsd(cents: number): number {
  const usd = cents / 100;
  const step = usd < 100 ? 10 : usd < 1000 ? 50 : usd < 10_000 ? 100 : 500;
  return Math.floor(usd / step) * step * 100;
}

/** A moment between `from` and `to` (ms), as a Date. */
export const between = (rand: () => number, from: number, to: number) =>
  new Date(Math.floor(from + rand() * Math.max(0, to - from)));
