import { DEPOSIT_PRESETS_USD, LIVE_MIN_DEPOSIT_USD, PAYMENT_METHODS } from '@crm/contracts';
import type { HistoryContext } from './history-events.ts';
import { between, DAY, HOUR, roundDownUsd, roundUsd } from './money-plan.ts';
import type { SeededAccount } from './seed-accounts.ts';
import { pickFrom } from './seeded-random.ts';

export type RequestsInput = {
  /** Every account of the brand, live and demo. */
  accounts: SeededAccount[];
  /** Each client's live accounts, first opened first. */
  liveByClient: Map<string, SeededAccount[]>;
  /** Accounts whose login the client row names (its `ctrader_id`, `mt5_id`): never deleted, so search finds them. */
  named: Set<string>;
  clientCount: number;
  now: number;
};

/** Pending requests per type at 2,000 clients a brand: a few dozen in all, so the queues have content. */
const PENDING = {
  withdrawFromAccount: 12,
  depositCryptoToAccount: 6,
  transferFundsBetweenAccounts: 5,
  changeAccountLeverage: 6,
  deleteAccount: 4,
} as const;
const ASKED_LEVERAGES = [30, 50, 100, 200, 300, 400, 500];
const DELAYS = {
  withdrawFromAccount: ['Waiting for a bank statement from the client', 'Source of funds check with compliance'],
  depositCryptoToAccount: ['Waiting for network confirmations', 'Sender wallet under review'],
  transferFundsBetweenAccounts: ['Client asked to wait until positions close'],
  changeAccountLeverage: ['Waiting for the appropriateness test'],
  deleteAccount: ['Client contacted to confirm'],
};
const REJECTIONS = {
  changeAccountLeverage: ['Leverage above what the tier allows', 'Appropriateness test not passed'],
  deleteAccount: ['The account still holds a balance', 'Client withdrew the request by phone'],
};
const REJECTED_REASONS = {
  ...REJECTIONS,
  withdrawFromAccount: ['The payout details do not match the client name'],
  depositCryptoToAccount: ['No incoming transfer found for this hash'],
  transferFundsBetweenAccounts: ['The target account is under review'],
};
const DELETE_REASONS = ['Moving to another broker', 'No longer trading', 'Opened by mistake', 'Too many accounts'];

/**
 * The requests around the money history: old leverage and account-closing requests (processed or
 * rejected; a processed close deletes its empty account), then the pending ones of every type
 * raised in the last days, each after its account's last movement. Pending withdrawals and
 * transfers hold their amounts and pending withdrawals and crypto deposits have their pending
 * transaction, as `insertRequest` makes them; one withdrawal is over the four-eyes threshold and,
 * where the brand has a second staff member who may pay it out, already has its first approval.
 * Returns the accounts the processed close requests deleted.
 */
export function planRequests(ctx: HistoryContext, input: RequestsInput): { account: SeededAccount; at: Date }[] {
  const { rand } = ctx;
  const live = input.accounts.filter((a) => a.environment === 'live');
  const deleted = closedAccounts(ctx, input, live);
  const gone = new Set(deleted.map((d) => d.account.id));
  oldLeverageRequests(
    ctx,
    live.filter((a) => !gone.has(a.id)),
    input.now,
  );
  oldCloseRefusals(ctx, input.accounts, gone, input.now);

  const scale = (n: number) => Math.max(1, Math.round((n * input.clientCount) / 2000));
  const open = shuffled(
    rand,
    live.filter((a) => !gone.has(a.id)),
  );
  const funded = open.filter((a) => ctx.plan.availableOf(a) >= 100_00);
  pendingWithdrawals(ctx, input, funded, Math.max(3, scale(PENDING.withdrawFromAccount)));
  pendingCryptoDeposits(ctx, input, open, scale(PENDING.depositCryptoToAccount));
  pendingTransfers(ctx, input, funded, scale(PENDING.transferFundsBetweenAccounts));
  pendingSettings(ctx, input, open, scale(PENDING.changeAccountLeverage), 'changeAccountLeverage');
  pendingSettings(
    ctx,
    input,
    shuffled(
      rand,
      input.accounts.filter((a) => !gone.has(a.id)),
    ),
    scale(PENDING.deleteAccount),
    'deleteAccount',
  );
  rejectEveryType(ctx, input, funded);
  return deleted;
}

/**
 * Small demos may not have drawn a rejected request of every type: one is added where missing,
 * raised after the account's last movement and rejected since (a released hold, a rejected
 * pending transaction), for at most what the account still has available.
 */
function rejectEveryType(ctx: HistoryContext, input: RequestsInput, funded: SeededAccount[]) {
  const { plan, rand, staff } = ctx;
  const has = (type: string) => plan.requests.some((r) => r.type === type && r.status === 'reject');
  const rejected = (account: SeededAccount, type: keyof typeof REJECTED_REASONS) => {
    const createdAt = pendingAt(ctx, input.now, account);
    return {
      clientId: account.clientId,
      accountId: account.id,
      type,
      status: 'reject' as const,
      rejectReason: pickFrom(rand, REJECTED_REASONS[type]),
      processedBy: staff.pick('reject', type),
      processedAt: between(rand, createdAt.getTime(), input.now - 60_000),
      createdAt,
    };
  };
  const account = funded.find((a) => plan.availableOf(a) >= 20_00);
  if (!has('withdrawFromAccount') && account) {
    const r = rejected(account, 'withdrawFromAccount');
    const cents = roundDownUsd(plan.availableOf(account) / 2);
    const hold = plan.hold(account, cents, 'released', r.createdAt);
    hold.resolvedAt = r.processedAt;
    const method = pickFrom(rand, PAYMENT_METHODS);
    const transaction = plan.transaction({
      clientId: account.clientId,
      accountId: account.id,
      entryId: null,
      type: 'withdrawal',
      status: 'rejected',
      amount: cents,
      method,
      createdBy: null,
      createdAt: r.createdAt,
      updatedAt: r.processedAt,
    });
    plan.request({
      ...r,
      amount: cents,
      currency: account.currency,
      method,
      holdId: hold.id,
      transactionId: transaction.id,
    });
  }
  const target = account && (input.liveByClient.get(account.clientId) ?? []).find((a) => a.id !== account.id);
  if (!has('transferFundsBetweenAccounts') && account && target) {
    const r = rejected(account, 'transferFundsBetweenAccounts');
    const cents = roundDownUsd(plan.availableOf(account) / 2);
    const hold = plan.hold(account, cents, 'released', r.createdAt);
    hold.resolvedAt = r.processedAt;
    plan.request({ ...r, counterAccountId: target.id, amount: cents, currency: account.currency, holdId: hold.id });
  }
  const any = funded[0] ?? input.accounts.find((a) => a.environment === 'live');
  if (!any) return;
  if (!has('depositCryptoToAccount')) {
    const r = rejected(any, 'depositCryptoToAccount');
    const cents = roundUsd(LIVE_MIN_DEPOSIT_USD[any.tier]);
    const transaction = plan.transaction({
      clientId: any.clientId,
      accountId: any.id,
      entryId: null,
      type: 'deposit',
      status: 'rejected',
      amount: cents,
      method: 'crypto',
      createdBy: null,
      createdAt: r.createdAt,
      updatedAt: r.processedAt,
    });
    plan.request({
      ...r,
      amount: cents,
      currency: any.currency,
      method: 'crypto',
      details: {
        crypto_currency: 'USDT',
        tx_hash: Array.from({ length: 64 }, () => Math.floor(rand() * 16).toString(16)).join(''),
      },
      transactionId: transaction.id,
    });
  }
  if (!has('changeAccountLeverage')) {
    plan.request({ ...rejected(any, 'changeAccountLeverage'), leverage: pickFrom(rand, otherLeverages(any)) });
  }
  if (!has('deleteAccount')) {
    plan.request({ ...rejected(any, 'deleteAccount'), details: { reason: pickFrom(rand, DELETE_REASONS) } });
  }
}

function shuffled<T>(rand: () => number, items: T[]): T[] {
  return items
    .map((item) => ({ item, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

/** When a pending request was raised: in the last days, after the account's last movement. */
function pendingAt(ctx: HistoryContext, now: number, account: SeededAccount): Date {
  const from = Math.max(ctx.plan.lastMovedAt.get(account.id) ?? 0, account.createdAt.getTime(), now - 4 * DAY) + 60_000;
  return between(ctx.rand, from, now - 5 * 60_000);
}

/** Now and then a pending request has been put off by staff, with a reason. */
function delayOf(ctx: HistoryContext, type: keyof typeof DELAYS, createdAt: Date, now: number) {
  if (ctx.rand() >= 0.3) return {};
  return {
    delayedReason: pickFrom(ctx.rand, DELAYS[type]),
    delayedAt: between(ctx.rand, createdAt.getTime(), now - 60_000),
  };
}

function closedAccounts(ctx: HistoryContext, input: RequestsInput, live: SeededAccount[]) {
  const { plan, rand, staff } = ctx;
  // Only accounts that never had money (a processed close needs an empty account) and that the
  // client row does not name.
  const empty = live.filter(
    (a) => !input.named.has(a.id) && !plan.lastMovedAt.has(a.id) && a.createdAt.getTime() < input.now - 3 * DAY,
  );
  const count = Math.min(empty.length, Math.max(1, Math.round(input.clientCount / 200)));
  return shuffled(rand, empty)
    .slice(0, count)
    .map((account) => {
      const createdAt = between(rand, account.createdAt.getTime() + DAY, input.now - 2 * DAY);
      const at = new Date(createdAt.getTime() + HOUR + rand() * DAY);
      plan.request({
        clientId: account.clientId,
        accountId: account.id,
        type: 'deleteAccount',
        status: 'processed',
        details: { reason: pickFrom(rand, DELETE_REASONS) },
        processedBy: staff.pick('process', 'deleteAccount'),
        processedAt: at,
        createdAt,
      });
      return { account, at };
    });
}

function oldCloseRefusals(ctx: HistoryContext, accounts: SeededAccount[], gone: Set<string>, now: number) {
  const { plan, rand, staff } = ctx;
  for (const account of accounts) {
    // An account opened in the last days has had no time to be asked closed and refused: a date
    // drawn after its opening would be in the future.
    if (gone.has(account.id) || rand() >= 0.01 || account.createdAt.getTime() > now - 4 * DAY) continue;
    const createdAt = between(rand, account.createdAt.getTime() + DAY, now - 2 * DAY);
    plan.request({
      clientId: account.clientId,
      accountId: account.id,
      type: 'deleteAccount',
      status: 'reject',
      details: { reason: pickFrom(rand, DELETE_REASONS) },
      rejectReason: pickFrom(rand, REJECTIONS.deleteAccount),
      processedBy: staff.pick('reject', 'deleteAccount'),
      processedAt: new Date(Math.min(createdAt.getTime() + HOUR + rand() * 2 * DAY, now - 60_000)),
      createdAt,
    });
  }
}

/** Leverage changes asked for over the period: a processed one set the leverage the account has now. */
function oldLeverageRequests(ctx: HistoryContext, live: SeededAccount[], now: number) {
  const { plan, rand, staff } = ctx;
  for (const account of live) {
    const r = rand();
    if (r >= 0.08 || account.createdAt.getTime() > now - 3 * DAY) continue;
    const processed = r < 0.06;
    const raisedBy = rand() < 0.3 ? staff.pickOther('raise', 'changeAccountLeverage', []) : null;
    const processedBy = staff.pickOther(processed ? 'process' : 'reject', 'changeAccountLeverage', [raisedBy]);
    if (!processedBy) continue;
    const createdAt = between(rand, account.createdAt.getTime() + HOUR, now - 2 * DAY);
    plan.request({
      clientId: account.clientId,
      accountId: account.id,
      type: 'changeAccountLeverage',
      status: processed ? 'processed' : 'reject',
      leverage: processed ? account.leverage : pickFrom(rand, otherLeverages(account)),
      rejectReason: processed ? null : pickFrom(rand, REJECTIONS.changeAccountLeverage),
      createdBy: raisedBy,
      processedBy,
      processedAt: new Date(createdAt.getTime() + 10 * 60_000 + rand() * DAY),
      createdAt,
    });
  }
}

const otherLeverages = (account: SeededAccount) => ASKED_LEVERAGES.filter((l) => l !== account.leverage);

function pendingWithdrawals(ctx: HistoryContext, input: RequestsInput, funded: SeededAccount[], count: number) {
  const { plan, rand, staff } = ctx;
  const big = ensureFourEyesCandidate(ctx, input, funded);
  const chosen = [...(big ? [big] : []), ...funded.filter((a) => a !== big)].slice(0, count);
  for (const [i, account] of chosen.entries()) {
    const available = plan.availableOf(account);
    const isBig = account === big && i === 0;
    const cents = isBig
      ? Math.max(ctx.fourEyesCents + 500_00, roundDownUsd(Math.min(available * 0.8, ctx.fourEyesCents * 2)))
      : roundDownUsd(available * (0.1 + rand() * 0.5));
    if (cents < 20_00 || cents > available) continue;
    const createdAt = pendingAt(ctx, input.now, account);
    let raisedBy = !isBig && rand() < 0.15 ? staff.pickOther('raise', 'withdrawFromAccount', []) : null;
    if (raisedBy && !staff.pickOther('process', 'withdrawFromAccount', [raisedBy])) raisedBy = null;
    // The first of two signatures, where the brand has someone else left to give the second.
    let firstApprovedBy: string | null = null;
    if (isBig) {
      const first = staff.pickOther('process', 'withdrawFromAccount', [raisedBy]);
      if (first && staff.pickOther('process', 'withdrawFromAccount', [raisedBy, first])) firstApprovedBy = first;
    }
    const method = pickFrom(rand, PAYMENT_METHODS);
    const hold = plan.hold(account, cents, 'active', createdAt);
    const transaction = plan.transaction({
      clientId: account.clientId,
      accountId: account.id,
      entryId: null,
      type: 'withdrawal',
      status: 'pending',
      amount: cents,
      method,
      createdBy: raisedBy,
      createdAt,
      updatedAt: createdAt,
    });
    const delay = isBig ? {} : delayOf(ctx, 'withdrawFromAccount', createdAt, input.now);
    plan.request({
      clientId: account.clientId,
      accountId: account.id,
      type: 'withdrawFromAccount',
      status: 'pending',
      amount: cents,
      currency: account.currency,
      method,
      holdId: hold.id,
      transactionId: transaction.id,
      createdBy: raisedBy,
      firstApprovedBy,
      createdAt,
      updatedAt: firstApprovedBy ? between(rand, createdAt.getTime(), input.now - 60_000) : createdAt,
      ...delay,
    });
  }
}

/**
 * A funded account that can ask for more than the four-eyes threshold: the richest one, topped up
 * by a bank wire in the last weeks when even it has too little (small demos).
 */
function ensureFourEyesCandidate(ctx: HistoryContext, input: RequestsInput, funded: SeededAccount[]) {
  const { plan, rand } = ctx;
  const needed = ctx.fourEyesCents + 1000_00;
  let best: SeededAccount | undefined;
  for (const a of funded) if (!best || plan.availableOf(a) > plan.availableOf(best)) best = a;
  if (!best) return undefined;
  if (plan.availableOf(best) >= needed) return best;
  const cents = roundUsd((needed * 1.5) / 100);
  const at = between(rand, Math.max(plan.lastMovedAt.get(best.id) ?? 0, input.now - 20 * DAY), ctx.end);
  const entryId = plan.entry('deposit', at, [
    { side: { account: best, book: 'balance' }, amount: cents },
    { side: { house: 'cash' }, amount: -cents },
  ]);
  plan.transaction({
    clientId: best.clientId,
    accountId: best.id,
    entryId,
    type: 'deposit',
    status: 'approved',
    amount: cents,
    method: 'bank_wire',
    createdBy: null,
    createdAt: new Date(at.getTime() - DAY),
    updatedAt: at,
  });
  return best;
}

function pendingCryptoDeposits(ctx: HistoryContext, input: RequestsInput, open: SeededAccount[], count: number) {
  const { plan, rand } = ctx;
  for (const account of open.slice(0, count)) {
    const createdAt = pendingAt(ctx, input.now, account);
    const usd = Math.max(
      plan.lastMovedAt.has(account.id) ? 10 : LIVE_MIN_DEPOSIT_USD[account.tier],
      rand() < 0.5 ? pickFrom(rand, DEPOSIT_PRESETS_USD[account.tier]) : 100 + rand() * 4900,
    );
    const cents = roundUsd(usd);
    const transaction = plan.transaction({
      clientId: account.clientId,
      accountId: account.id,
      entryId: null,
      type: 'deposit',
      status: 'pending',
      amount: cents,
      method: 'crypto',
      createdBy: null,
      createdAt,
      updatedAt: createdAt,
    });
    plan.request({
      clientId: account.clientId,
      accountId: account.id,
      type: 'depositCryptoToAccount',
      status: 'pending',
      amount: cents,
      currency: account.currency,
      method: 'crypto',
      details: {
        crypto_currency: pickFrom(rand, ['BTC', 'ETH', 'USDT']),
        tx_hash: Array.from({ length: 64 }, () => Math.floor(rand() * 16).toString(16)).join(''),
      },
      transactionId: transaction.id,
      createdAt,
      ...delayOf(ctx, 'depositCryptoToAccount', createdAt, input.now),
    });
  }
}

function pendingTransfers(ctx: HistoryContext, input: RequestsInput, funded: SeededAccount[], count: number) {
  const { plan, rand } = ctx;
  let made = 0;
  for (const from of funded) {
    if (made >= count) break;
    const others = (input.liveByClient.get(from.clientId) ?? []).filter((a) => a.id !== from.id);
    const available = plan.availableOf(from);
    const cents = roundDownUsd(available * (0.2 + rand() * 0.3));
    if (others.length === 0 || cents < 20_00) continue;
    const createdAt = pendingAt(ctx, input.now, from);
    const hold = plan.hold(from, cents, 'active', createdAt);
    plan.request({
      clientId: from.clientId,
      accountId: from.id,
      counterAccountId: pickFrom(rand, others).id,
      type: 'transferFundsBetweenAccounts',
      status: 'pending',
      amount: cents,
      currency: from.currency,
      holdId: hold.id,
      createdAt,
      ...delayOf(ctx, 'transferFundsBetweenAccounts', createdAt, input.now),
    });
    made++;
  }
}

/** Pending leverage changes and account closings: nothing to hold; one of a kind per account. */
function pendingSettings(
  ctx: HistoryContext,
  input: RequestsInput,
  accounts: SeededAccount[],
  count: number,
  type: 'changeAccountLeverage' | 'deleteAccount',
) {
  const { plan, rand } = ctx;
  for (const account of accounts.slice(0, count)) {
    const createdAt = pendingAt(ctx, input.now, account);
    plan.request({
      clientId: account.clientId,
      accountId: account.id,
      type,
      status: 'pending',
      leverage: type === 'changeAccountLeverage' ? pickFrom(rand, otherLeverages(account)) : null,
      details: type === 'deleteAccount' ? { reason: pickFrom(rand, DELETE_REASONS) } : {},
      createdAt,
      ...delayOf(ctx, type, createdAt, input.now),
    });
  }
}
