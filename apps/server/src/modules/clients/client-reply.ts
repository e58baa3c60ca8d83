import type { TClient } from '@crm/contracts';
import type { clients } from '../../db/schema.ts';

type ClientRow = typeof clients.$inferSelect;

/** Integer cents as an exact decimal string: 125005 → "1250.05" (no binary floating point). */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1250", "1250.5", "1250.05" → cents; anything else is not money. */
export function moneyToCents(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function toClientReply(c: ClientRow): TClient {
  return {
    _id: c.id,
    readableId: String(c.readableId),
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    country: c.country,
    kyc_status: c.kycStatus as TClient['kyc_status'],
    device_type: c.deviceType,
    suspended: c.suspended,
    ctrader_id: c.ctraderId,
    mt5_id: c.mt5Id,
    account: c.account,
    utms: (c.utms ?? {}) as Record<string, unknown>,
    sales_agent_id: c.salesAgentId,
    live_accounts: c.liveAccounts,
    demo_accounts: c.demoAccounts,
    first_deposit_at: c.firstDepositAt?.toISOString() ?? null,
    ftd_amount_usd: c.ftdAmountUsd === null ? null : centsToMoney(c.ftdAmountUsd),
    total_deposits_usd: centsToMoney(c.totalDepositsUsd),
    createdAt: c.createdAt.toISOString(),
  };
}

/** Keeps only the chosen columns (and `_id`); no choice keeps them all. */
export function pickFields(client: TClient, fields: readonly string[]): Partial<TClient> & { _id: string } {
  if (fields.length === 0) return client;
  const picked: Partial<TClient> & { _id: string } = { _id: client._id };
  for (const f of fields) (picked as Record<string, unknown>)[f] = client[f as keyof TClient];
  return picked;
}
