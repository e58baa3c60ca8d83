import { fromMinorUnits, type TClientRequest } from '@crm/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { clientRequests, clients, tradingAccounts } from '../../db/schema.ts';
import type { FourEyesThreshold } from '../rates/brokerage-figures.ts';

const counter = alias(tradingAccounts, 'counter_account');

type AccountRow = typeof tradingAccounts.$inferSelect;
type RequestRow = typeof clientRequests.$inferSelect;
type ClientPart = { id: string; readableId: number; firstName: string; lastName: string; ctraderId: string | null };

/** The request columns with its client and both accounts, for lists, detail and replies (and any `extra`). */
export function selectRequests<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Executor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      ...extra,
      request: clientRequests,
      client: {
        id: clients.id,
        readableId: clients.readableId,
        firstName: clients.firstName,
        lastName: clients.lastName,
        ctraderId: clients.ctraderId,
      },
      account: tradingAccounts,
      counter,
    })
    .from(clientRequests)
    .innerJoin(clients, eq(clients.id, clientRequests.clientId))
    .innerJoin(tradingAccounts, eq(tradingAccounts.id, clientRequests.tradingAccountId))
    .leftJoin(counter, eq(counter.id, clientRequests.counterAccountId));
}

export type LoadedRequest = {
  request: RequestRow;
  client: ClientPart;
  account: AccountRow;
  counter: AccountRow | null;
};

export async function loadRequests(db: Executor, where: SQL | undefined): Promise<LoadedRequest[]> {
  return selectRequests(db).where(where);
}

const accountRef = (a: AccountRow) => ({
  _id: a.id,
  platform: a.platform as TClientRequest['account']['platform'],
  login_id: String(a.loginId),
  currency: a.currency,
  environment_type: a.environment as TClientRequest['account']['environment_type'],
});

/** Amounts in the account's currency as decimal strings; the threshold decides `needsSecondApproval`. */
export function toRequestReply(row: LoadedRequest, fourEyesThreshold: FourEyesThreshold): TClientRequest {
  const r = row.request;
  const money = (units: number | null) => (units === null ? null : fromMinorUnits(units, r.currency ?? 'USD'));
  return {
    _id: r.id,
    request_type: r.type as TClientRequest['request_type'],
    status: r.status as TClientRequest['status'],
    user: {
      _id: row.client.id,
      readableId: String(row.client.readableId),
      first_name: row.client.firstName,
      last_name: row.client.lastName,
      ctrader_id: row.client.ctraderId,
    },
    account: accountRef(row.account),
    account_to: row.counter ? accountRef(row.counter) : null,
    amount: money(r.amount),
    currency: r.currency,
    leverage: r.leverage,
    method: r.method,
    details: r.details,
    methods: r.methods,
    fee: money(r.fee),
    reject_reason: r.rejectReason,
    delayed_reason: r.delayedReason,
    delayedAt: r.delayedAt?.toISOString() ?? null,
    firstApprovedBy: r.firstApprovedBy,
    needsSecondApproval: r.status === 'pending' && needsFourEyes(r, fourEyesThreshold),
    createdBy: r.createdBy,
    processedBy: r.processedBy,
    transaction: r.transactionId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * A withdrawal over the threshold needs two staff members. The threshold is a USD figure, taken in
 * the request's currency at today's rate (`fourEyesThresholds`): 10,000 USD of bitcoin, never
 * 10,000 BTC.
 */
export function needsFourEyes(
  r: Pick<RequestRow, 'type' | 'amount' | 'currency'>,
  thresholdIn: FourEyesThreshold,
): boolean {
  if (r.type !== 'withdrawFromAccount' || r.amount === null) return false;
  const threshold = thresholdIn(r.currency ?? 'USD');
  // A currency without a rate must not switch the second approver off.
  return threshold === null || r.amount > threshold;
}
