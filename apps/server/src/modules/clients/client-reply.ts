import { fromMinorUnits, type TClient } from '@crm/contracts';
import type { clients } from '../../db/schema.ts';

type ClientRow = typeof clients.$inferSelect;

/** Deposit facts are kept in USD cents; replies carry them as exact decimal strings. */
const usd = (cents: number) => fromMinorUnits(cents, 'USD');

/**
 * Each field of a client reply, the one column it is read from and how. One table, so a list, a
 * detail and an export of chosen columns can never disagree about a field, and an export can
 * select just the columns it writes.
 */
export const CLIENT_FIELDS_READ: {
  [F in keyof TClient]: { column: keyof ClientRow; read: (c: ClientRow) => TClient[F] };
} = {
  _id: { column: 'id', read: (c) => c.id },
  readableId: { column: 'readableId', read: (c) => String(c.readableId) },
  first_name: { column: 'firstName', read: (c) => c.firstName },
  last_name: { column: 'lastName', read: (c) => c.lastName },
  email: { column: 'email', read: (c) => c.email },
  phone: { column: 'phone', read: (c) => c.phone },
  country: { column: 'country', read: (c) => c.country },
  kyc_status: { column: 'kycStatus', read: (c) => c.kycStatus as TClient['kyc_status'] },
  device_type: { column: 'deviceType', read: (c) => c.deviceType },
  suspended: { column: 'suspended', read: (c) => c.suspended },
  ctrader_id: { column: 'ctraderId', read: (c) => c.ctraderId },
  mt5_id: { column: 'mt5Id', read: (c) => c.mt5Id },
  account: { column: 'account', read: (c) => c.account },
  utms: { column: 'utms', read: (c) => (c.utms ?? {}) as Record<string, unknown> },
  sales_agent_id: { column: 'salesAgentId', read: (c) => c.salesAgentId },
  live_accounts: { column: 'liveAccounts', read: (c) => c.liveAccounts },
  demo_accounts: { column: 'demoAccounts', read: (c) => c.demoAccounts },
  first_deposit_at: { column: 'firstDepositAt', read: (c) => c.firstDepositAt?.toISOString() ?? null },
  ftd_amount_usd: {
    column: 'ftdAmountUsd',
    read: (c) => (c.ftdAmountUsd === null ? null : usd(c.ftdAmountUsd)),
  },
  total_deposits_usd: { column: 'totalDepositsUsd', read: (c) => usd(c.totalDepositsUsd) },
  createdAt: { column: 'createdAt', read: (c) => c.createdAt.toISOString() },
};

export function toClientReply(c: ClientRow): TClient {
  const reply: Record<string, unknown> = {};
  for (const [field, { read }] of Object.entries(CLIENT_FIELDS_READ)) reply[field] = read(c);
  return reply as TClient;
}

/** Keeps only the chosen columns (and `_id`); no choice keeps them all. */
export function pickFields(client: TClient, fields: readonly string[]): Partial<TClient> & { _id: string } {
  if (fields.length === 0) return client;
  const picked: Partial<TClient> & { _id: string } = { _id: client._id };
  for (const f of fields) (picked as Record<string, unknown>)[f] = client[f as keyof TClient];
  return picked;
}
