/**
 * Money out and between, in a demo client's history: withdrawals (mostly through a request, some
 * rejected, four-eyes above the threshold), staff balance and credit operations, and transfers
 * between the client's live accounts. Every debit is sized to what the account has at that moment.
 */
import { PAYMENT_METHODS, type TPaymentMethod } from '@crm/contracts';
import { type ClientState, type HistoryContext, lagOf, raisedAt, richest } from './history-events.ts';
import { DAY, HOUR, roundDownUsd, roundUsd } from './money-plan.ts';
import { pickFrom } from './seeded-random.ts';

const WITHDRAWAL_REJECTIONS = [
  'The payout details do not match the client name',
  'Proof of address has expired: new document requested',
  'Withdrawal method differs from the deposit method',
  'Bonus terms: minimum trading volume not reached',
];
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

export function withdrawal(ctx: HistoryContext, state: ClientState, when: number): void {
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

export function staffOperation(
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

export function transfer(ctx: HistoryContext, state: ClientState, when: number) {
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
