import { DEPOSIT_PRESETS_USD } from '@crm/contracts';
import { staffOperation, transfer, withdrawal } from './history-debits.ts';
import { deposit, failedAttempts, refund } from './history-deposits.ts';
import {
  type ClientState,
  type Event,
  FAILURES,
  type HistoryClient,
  type HistoryContext,
  METHODS,
  usdOf,
} from './history-events.ts';
import { DAY, HOUR } from './money-plan.ts';
import { pickFrom, weightedPick } from './seeded-random.ts';

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
