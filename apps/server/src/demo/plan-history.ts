import { DEPOSIT_PRESETS_USD, LIVE_MIN_DEPOSIT_USD, PAYMENT_METHODS, type TPaymentMethod } from '@crm/contracts';
import { DAY, HOUR, type MoneyPlan, type PlannedTransaction, roundDownUsd, roundUsd } from './money-plan.ts';
import type { SeededAccount } from './seed-accounts.ts';
import type { StaffPicker } from './seed-staff.ts';
import { pickFrom, weightedPick } from './seeded-random.ts';

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

type DepositMethod = TPaymentMethod | 'crypto';
type Event = { at: number } & (
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

const METHODS: [DepositMethod, number][] = [
  ['credit_card', 40],
  ['bank_wire', 18],
  ['skrill', 14],
  ['neteller', 10],
  ['crypto', 18],
];
const FAILURES: [string, number][] = [
  ['rejected', 55],
  ['cancelled', 30],
  ['error', 15],
];
const CRYPTO = ['BTC', 'ETH', 'USDT'] as const;
const WITHDRAWAL_REJECTIONS = [
  'The payout details do not match the client name',
  'Proof of address has expired: new document requested',
  'Withdrawal method differs from the deposit method',
  'Bonus terms: minimum trading volume not reached',
];
const CRYPTO_REJECTIONS = ['No incoming transfer found for this hash', 'The transfer was sent on the wrong network'];
const TRANSFER_REJECTIONS = [
  'The target account is under review',
  'Open positions need the margin on the source account',
];
const BALANCE_COMMENTS = {
  deposit: [
    'Goodwill compensation for a platform outage',
    'Swap refund (Islamic account)',
    'Correction of a slippage claim',
  ],
  withdrawal: ['Correction: deposit credited twice', 'Fee for an inactive account', 'Reversal of a goodwill payment'],
};
const CREDIT_COMMENTS = {
  deposit: ['Deposit bonus 20%', 'Welcome bonus', 'Loyalty bonus'],
  withdrawal: ['Bonus removed: trading volume not reached', 'Bonus expired', 'Bonus removed on withdrawal'],
};

const usdOf = (cents: number) => cents / 100;
const hex = (rand: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
/** The lag between the moment a client asks and the moment money moves. */
function lagOf(rand: () => number, method: DepositMethod): number {
  if (method === 'bank_wire') return 6 * HOUR + rand() * 3 * DAY;
  if (method === 'crypto') return 20 * 60_000 + rand() * 6 * HOUR;
  return 60_000 + rand() * 20 * 60_000;
}

/**
 * The money history of one client over the time since its first deposit: payments in (mostly
 * settled, some refused, some given back later), withdrawals (most through a request, some
 * rejected), staff balance and credit operations, and transfers between its live accounts. Events
 * run in time order and every debit is sized to what the account has at that moment, so the
 * balance never goes below zero along the way. A request that holds money is raised after the
 * client's previous movement, so its hold never overlaps another debit.
 */
export function planClientHistory(ctx: HistoryContext, client: HistoryClient): void {
  const { rand, end } = ctx;
  const main = client.live[0];
  if (!main) return;
  const opened = main.createdAt.getTime();
  if (client.ftdCents === null || client.totalCents <= 0 || opened > end - 2 * DAY) {
    failedAttempts(ctx, client);
    return;
  }
  const preferred = weightedPick(rand, METHODS);
  const ftdAt = Math.min(
    end - DAY,
    Math.max(client.firstDepositAt?.getTime() ?? opened, opened + HOUR + rand() * 12 * HOUR),
  );
  const events: Event[] = [];
  if (rand() < 0.2) {
    const at = Math.max(opened + 60_000, ftdAt - 5 * 60_000 - rand() * 2 * DAY);
    events.push({
      at,
      kind: 'deposit',
      account: main,
      usd: 0,
      method: preferred,
      failure: weightedPick(rand, FAILURES),
    });
  }
  events.push({
    at: ftdAt,
    kind: 'deposit',
    account: main,
    usd: usdOf(client.ftdCents),
    method: preferred,
    failure: null,
  });

  const later = (from = ftdAt) => from + 60_000 + rand() * Math.max(0, end - from - 60_000);
  const ratio = Math.max(1, Math.round(client.totalCents / client.ftdCents));
  const extra = ratio === 1 ? 0 : Math.min(ratio - 1, 1 + Math.floor(rand() * 6));
  const each = extra > 0 ? (client.totalCents - client.ftdCents) / extra / 100 : 0;
  for (let i = 0; i < extra; i++) {
    const account = rand() < 0.7 ? main : pickFrom(rand, client.live);
    const method = rand() < 0.7 ? preferred : weightedPick(rand, METHODS);
    const usd = rand() < 0.35 ? pickFrom(rand, DEPOSIT_PRESETS_USD[account.tier]) : each * (0.5 + rand());
    events.push({
      at: later(),
      kind: 'deposit',
      account,
      usd,
      method,
      failure: rand() < 0.1 ? weightedPick(rand, FAILURES) : null,
    });
  }
  const withdrawals = rand() < 0.6 ? 1 + Math.floor(rand() * (1 + extra / 2)) : 0;
  for (let i = 0; i < withdrawals; i++) events.push({ at: later(ftdAt + 2 * DAY), kind: 'withdrawal' });
  if (rand() < 0.08) events.push({ at: later(), kind: 'balance', direction: 'deposit' });
  if (rand() < 0.04) events.push({ at: later(), kind: 'balance', direction: 'withdrawal' });
  if (rand() < 0.12) {
    const bonusAt = later();
    events.push({ at: bonusAt, kind: 'credit', direction: 'deposit' });
    if (rand() < 0.4) events.push({ at: later(bonusAt), kind: 'credit', direction: 'withdrawal' });
  }
  if (client.live.length > 1 && rand() < 0.4) {
    const transfers = 1 + Math.floor(rand() * 3);
    for (let i = 0; i < transfers; i++) events.push({ at: later(), kind: 'transfer' });
  }
  events.sort((a, b) => a.at - b.at);

  const state = { client, preferred, events, lastAt: 0, firstDone: new Set<string>(), lastDepositUsd: 0 };
  // Refunds are added while the history runs, so the list grows in place (kept in time order).
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as Event;
    if (event.at > end) continue;
    runEvent(ctx, state, event);
    state.lastAt = event.at;
  }
}

type ClientState = {
  client: HistoryClient;
  preferred: DepositMethod;
  events: Event[];
  lastAt: number;
  /** Accounts that have had their first deposit (the tier minimum applies to it). */
  firstDone: Set<string>;
  lastDepositUsd: number;
};

function runEvent(ctx: HistoryContext, state: ClientState, event: Event): void {
  switch (event.kind) {
    case 'deposit':
      deposit(ctx, state, event);
      break;
    case 'withdrawal':
      withdrawal(ctx, state, event.at);
      break;
    case 'refund':
      refund(ctx, state, event);
      break;
    case 'balance':
    case 'credit':
      staffOperation(ctx, state, event.kind, event.direction, event.at);
      break;
    case 'transfer':
      transfer(ctx, state, event.at);
      break;
  }
}

function schedule(state: ClientState, event: Event) {
  const index = state.events.findIndex((e) => e.at > event.at);
  state.events.splice(index === -1 ? state.events.length : index, 0, event);
}

/** A request that holds money is raised after the client's previous movement and carried out at `at`. */
const raisedAt = (state: ClientState, at: number, lag: number) =>
  new Date(at - Math.min(lag, 0.9 * (at - state.lastAt)));

function deposit(ctx: HistoryContext, state: ClientState, event: Extract<Event, { kind: 'deposit' }>): void {
  const { plan, rand, staff } = ctx;
  const { account, method } = event;
  const minimum = state.firstDone.has(account.id) ? 10 : LIVE_MIN_DEPOSIT_USD[account.tier];
  const cents = Math.max(minimum * 100, roundUsd(event.usd || pickFrom(rand, DEPOSIT_PRESETS_USD[account.tier])));
  const at = new Date(event.at);
  const asked = new Date(event.at - lagOf(rand, method));
  const client = state.client.id;
  if (method === 'crypto') {
    // Crypto arrives through a request staff confirm: the pending transaction is made when it is raised.
    const cc = pickFrom(rand, CRYPTO);
    const hash = hex(rand, 64);
    const rejected = event.failure !== null;
    const processedBy = staff.pick(rejected ? 'reject' : 'process', 'depositCryptoToAccount');
    let entryId: string | null = null;
    if (!rejected) {
      entryId = plan.entry(
        'deposit',
        at,
        [
          { side: { account, book: 'balance' }, amount: cents },
          { side: { house: 'cash' }, amount: -cents },
        ],
        { memo: `${cc} ${hash}`, createdBy: processedBy },
      );
    }
    const transaction = plan.transaction({
      clientId: client,
      accountId: account.id,
      entryId,
      type: 'deposit',
      status: rejected ? 'rejected' : 'approved',
      amount: cents,
      method: 'crypto',
      createdBy: null,
      createdAt: asked,
      updatedAt: at,
    });
    plan.request({
      clientId: client,
      accountId: account.id,
      type: 'depositCryptoToAccount',
      status: rejected ? 'reject' : 'processed',
      amount: cents,
      currency: account.currency,
      method: 'crypto',
      details: { crypto_currency: cc, tx_hash: hash },
      rejectReason: rejected ? pickFrom(rand, CRYPTO_REJECTIONS) : null,
      transactionId: transaction.id,
      processedBy,
      processedAt: at,
      createdAt: asked,
    });
    if (!rejected) settled(ctx, state, transaction, account, cents);
    return;
  }
  if (event.failure !== null) {
    plan.transaction({
      clientId: client,
      accountId: account.id,
      entryId: null,
      type: 'deposit',
      status: event.failure,
      amount: cents,
      method,
      createdBy: null,
      createdAt: asked,
      updatedAt: at,
    });
    return;
  }
  const entryId = plan.entry('deposit', at, [
    { side: { account, book: 'balance' }, amount: cents },
    { side: { house: 'cash' }, amount: -cents },
  ]);
  const transaction = plan.transaction({
    clientId: client,
    accountId: account.id,
    entryId,
    type: 'deposit',
    status: 'approved',
    amount: cents,
    method,
    createdBy: null,
    createdAt: asked,
    updatedAt: at,
  });
  settled(ctx, state, transaction, account, cents);
}

/** After a deposit settles: now and then it is given back or charged back later. */
function settled(
  ctx: HistoryContext,
  state: ClientState,
  transaction: PlannedTransaction,
  account: SeededAccount,
  cents: number,
) {
  state.firstDone.add(account.id);
  state.lastDepositUsd = cents / 100;
  const r = ctx.rand();
  const mode = r < 0.035 ? 'partial_refund' : r < 0.05 ? 'refund' : r < 0.06 ? 'chargeback' : null;
  if (mode)
    schedule(state, {
      at: transaction.updatedAt.getTime() + (1 + ctx.rand() * 20) * DAY,
      kind: 'refund',
      deposit: transaction,
      account,
      mode,
    });
}

function refund(ctx: HistoryContext, state: ClientState, event: Extract<Event, { kind: 'refund' }>) {
  const { plan, rand, staff } = ctx;
  const { deposit: d, account } = event;
  const left = d.amount - d.refundAmount;
  const available = plan.availableOf(account);
  const units =
    event.mode === 'partial_refund'
      ? Math.min(roundDownUsd(left * (0.2 + rand() * 0.4)), roundDownUsd(available))
      : left;
  const isPartial = event.mode === 'partial_refund';
  if (units <= 0 || units > available || (isPartial && units >= left)) return;
  const at = new Date(event.at);
  plan.entry(
    event.mode === 'chargeback' ? 'chargeback' : 'refund',
    at,
    [
      { side: { account, book: 'balance' }, amount: -units },
      { side: { house: 'cash' }, amount: units },
    ],
    {
      memo: `${event.mode} of transaction ${d.id}`,
      createdBy: staff.pick('refund', event.mode),
      linkedEntryId: d.entryId,
    },
  );
  d.status = event.mode;
  if (event.mode !== 'chargeback') d.refundAmount += units;
  d.updatedAt = at;
  // A part given back is sometimes followed by the rest, or by the card scheme taking it all.
  if (event.mode === 'partial_refund' && rand() < 0.3) {
    schedule(state, { ...event, at: event.at + (1 + rand() * 10) * DAY, mode: rand() < 0.5 ? 'refund' : 'chargeback' });
  }
}

/** The live account with the most money available, and what it has. */
function richest(ctx: HistoryContext, live: SeededAccount[]) {
  let best = live[0] as SeededAccount;
  for (const a of live) if (ctx.plan.availableOf(a) > ctx.plan.availableOf(best)) best = a;
  return { account: best, available: ctx.plan.availableOf(best) };
}

function withdrawal(ctx: HistoryContext, state: ClientState, when: number): void {
  const { plan, rand, staff } = ctx;
  const { account, available } = richest(ctx, state.client.live);
  let cents = roundDownUsd(available * (0.15 + rand() * 0.55));
  if (cents < 20_00) return;
  const method: TPaymentMethod = state.preferred === 'crypto' ? 'bank_wire' : state.preferred;
  const at = new Date(when);
  const asked = raisedAt(state, when, 4 * HOUR + rand() * 3 * DAY);
  const rejected = rand() < 0.12;
  const viaRequest = rejected || rand() < 0.8;
  // Mostly the client asks; now and then staff raise it for them (and someone else carries it out).
  let raisedBy = viaRequest && rand() < 0.15 ? staff.pickOther('raise', 'withdrawFromAccount', []) : null;
  if (raisedBy && !staff.pickOther('process', 'withdrawFromAccount', [raisedBy])) raisedBy = null;
  if (rejected) {
    const hold = plan.hold(account, cents, 'released', asked);
    hold.resolvedAt = at;
    const transaction = plan.transaction({
      clientId: state.client.id,
      accountId: account.id,
      entryId: null,
      type: 'withdrawal',
      status: 'rejected',
      amount: cents,
      method,
      createdBy: raisedBy,
      createdAt: asked,
      updatedAt: at,
    });
    plan.request({
      clientId: state.client.id,
      accountId: account.id,
      type: 'withdrawFromAccount',
      status: 'reject',
      amount: cents,
      currency: account.currency,
      method,
      rejectReason: pickFrom(rand, WITHDRAWAL_REJECTIONS),
      holdId: hold.id,
      transactionId: transaction.id,
      createdBy: raisedBy,
      processedBy: staff.pick('reject', 'withdrawFromAccount', raisedBy),
      processedAt: at,
      createdAt: asked,
    });
    return;
  }
  // Above the four-eyes threshold two different staff members sign; where the brand has only one
  // who may, the client is paid out in amounts under the threshold.
  let firstApprovedBy: string | null = null;
  if (viaRequest && cents > ctx.fourEyesCents) {
    firstApprovedBy = staff.pick('process', 'withdrawFromAccount', raisedBy);
    if (!staff.pickOther('process', 'withdrawFromAccount', [raisedBy, firstApprovedBy])) {
      firstApprovedBy = null;
      cents = Math.min(cents, roundDownUsd(ctx.fourEyesCents));
    }
  }
  const processedBy = viaRequest
    ? (staff.pickOther('process', 'withdrawFromAccount', [raisedBy, firstApprovedBy]) ?? null)
    : null;
  const fee = viaRequest && rand() < 0.25 ? Math.min(pickFrom(rand, [5, 10, 15, 25]) * 100, cents / 2) : 0;
  const methods = viaRequest && rand() < 0.1 ? pickFrom(rand, PAYMENT_METHODS) : method;
  const entryId = plan.entry(
    'withdrawal',
    at,
    [
      { side: { account, book: 'balance' }, amount: -cents },
      { side: { house: 'cash' }, amount: cents - fee },
      { side: { house: 'fees' }, amount: fee },
    ],
    { memo: fee > 0 ? `Fee ${fee} minor units` : null, createdBy: processedBy },
  );
  const transaction = plan.transaction({
    clientId: state.client.id,
    accountId: account.id,
    entryId,
    type: 'withdrawal',
    status: 'approved',
    amount: cents,
    method: methods,
    createdBy: raisedBy,
    createdAt: viaRequest ? asked : new Date(when - lagOf(rand, method)),
    updatedAt: at,
  });
  if (!viaRequest) return;
  const hold = plan.hold(account, cents, 'posted', asked);
  hold.entryId = entryId;
  hold.resolvedAt = at;
  plan.request({
    clientId: state.client.id,
    accountId: account.id,
    type: 'withdrawFromAccount',
    status: 'processed',
    amount: cents,
    currency: account.currency,
    method,
    methods,
    fee: fee > 0 ? fee : null,
    holdId: hold.id,
    transactionId: transaction.id,
    createdBy: raisedBy,
    firstApprovedBy,
    processedBy,
    processedAt: at,
    createdAt: asked,
  });
}

function staffOperation(
  ctx: HistoryContext,
  state: ClientState,
  kind: 'balance' | 'credit',
  direction: 'deposit' | 'withdrawal',
  when: number,
) {
  const { plan, rand, staff } = ctx;
  const { account, available } = richest(ctx, state.client.live);
  let cents: number;
  if (kind === 'balance') {
    cents = direction === 'deposit' ? roundUsd(20 + rand() * 280) : roundDownUsd(Math.min(available, 300_00) * rand());
  } else {
    const credit = plan.creditOf(account);
    cents =
      direction === 'deposit'
        ? roundUsd(Math.min(2000, Math.max(20, state.lastDepositUsd * (0.1 + rand() * 0.4))))
        : rand() < 0.6
          ? credit
          : roundDownUsd(credit / 2);
  }
  if (cents <= 0) return;
  const comment = pickFrom(rand, (kind === 'balance' ? BALANCE_COMMENTS : CREDIT_COMMENTS)[direction]);
  const by = staff.pick('operate', kind);
  const signed = direction === 'deposit' ? cents : -cents;
  const type = `${kind}_operation_${direction}`;
  const at = new Date(when);
  const entryId = plan.entry(
    type,
    at,
    [
      { side: { account, book: kind }, amount: signed },
      { side: { house: kind === 'balance' ? 'cash' : 'credit' }, amount: -signed },
    ],
    { memo: comment, createdBy: by },
  );
  plan.transaction({
    clientId: state.client.id,
    accountId: account.id,
    entryId,
    type,
    status: 'approved',
    amount: cents,
    comment,
    createdBy: by,
    createdAt: at,
    updatedAt: at,
  });
}

function transfer(ctx: HistoryContext, state: ClientState, when: number) {
  const { plan, rand, staff } = ctx;
  const { account: from, available } = richest(ctx, state.client.live);
  const to = pickFrom(
    rand,
    state.client.live.filter((a) => a.id !== from.id),
  );
  const cents = roundDownUsd(available * (0.2 + rand() * 0.4));
  if (cents < 20_00) return;
  const at = new Date(when);
  const viaRequest = rand() < 0.55;
  const asked = raisedAt(state, when, HOUR + rand() * DAY);
  if (viaRequest && rand() < 0.1) {
    const hold = plan.hold(from, cents, 'released', asked);
    hold.resolvedAt = at;
    plan.request({
      clientId: state.client.id,
      accountId: from.id,
      counterAccountId: to.id,
      type: 'transferFundsBetweenAccounts',
      status: 'reject',
      amount: cents,
      currency: from.currency,
      rejectReason: pickFrom(rand, TRANSFER_REJECTIONS),
      holdId: hold.id,
      processedBy: staff.pick('reject', 'transferFundsBetweenAccounts'),
      processedAt: at,
      createdAt: asked,
    });
    return;
  }
  const by = viaRequest ? staff.pick('process', 'transferFundsBetweenAccounts') : staff.pick('operate', 'transfer');
  const comment = viaRequest ? 'Transfer requested by the client' : 'Client asked by phone to move funds';
  const entryId = plan.entry(
    'transfer_between_accounts',
    at,
    [
      { side: { account: from, book: 'balance' }, amount: -cents },
      { side: { account: to, book: 'balance' }, amount: cents },
    ],
    { memo: comment, createdBy: by },
  );
  const transaction = plan.transaction({
    clientId: state.client.id,
    accountId: from.id,
    counterAccountId: to.id,
    entryId,
    type: 'transfer_between_accounts',
    status: 'approved',
    amount: cents,
    comment,
    createdBy: by,
    createdAt: at,
    updatedAt: at,
  });
  if (!viaRequest) return;
  const hold = plan.hold(from, cents, 'posted', asked);
  hold.entryId = entryId;
  hold.resolvedAt = at;
  plan.request({
    clientId: state.client.id,
    accountId: from.id,
    counterAccountId: to.id,
    type: 'transferFundsBetweenAccounts',
    status: 'processed',
    amount: cents,
    currency: from.currency,
    holdId: hold.id,
    transactionId: transaction.id,
    processedBy: by,
    processedAt: at,
    createdAt: asked,
  });
}

/** A client with live accounts who never got money in: now and then a payment that did not go through. */
function failedAttempts(ctx: HistoryContext, client: HistoryClient) {
  const { rand, end } = ctx;
  const account = client.live[0];
  if (!account || rand() >= 0.2 || account.createdAt.getTime() > end - DAY) return;
  const at = account.createdAt.getTime() + HOUR + rand() * (end - account.createdAt.getTime() - HOUR);
  const method = weightedPick(
    ctx.rand,
    METHODS.filter(([m]) => m !== 'crypto'),
  );
  const state: ClientState = {
    client,
    preferred: method,
    events: [],
    lastAt: 0,
    firstDone: new Set(),
    lastDepositUsd: 0,
  };
  deposit(ctx, state, { at, kind: 'deposit', account, usd: 0, method, failure: weightedPick(rand, FAILURES) });
}
