/**
 * Money in, in a demo client's history: card, wire, e-wallet and crypto deposits (crypto through a
 * request staff confirm), payments that did not go through, and later refunds and chargebacks.
 */
import { DEPOSIT_PRESETS_USD, LIVE_MIN_DEPOSIT_USD } from '@crm/contracts';
import {
  type ClientState,
  type Event,
  FAILURES,
  type HistoryClient,
  type HistoryContext,
  hex,
  lagOf,
  METHODS,
  schedule,
} from './history-events.ts';
import { DAY, HOUR, type PlannedTransaction, roundDownUsd, roundUsd } from './money-plan.ts';
import type { SeededAccount } from './seed-accounts.ts';
import { pickFrom, weightedPick } from './seeded-random.ts';

const CRYPTO = ['BTC', 'ETH', 'USDT'] as const;
const CRYPTO_REJECTIONS = ['No incoming transfer found for this hash', 'The transfer was sent on the wrong network'];

export function deposit(ctx: HistoryContext, state: ClientState, event: Extract<Event, { kind: 'deposit' }>): void {
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

export function refund(ctx: HistoryContext, state: ClientState, event: Extract<Event, { kind: 'refund' }>) {
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

/** A client with live accounts who never got money in: now and then a payment that did not go through. */
export function failedAttempts(ctx: HistoryContext, client: HistoryClient) {
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
