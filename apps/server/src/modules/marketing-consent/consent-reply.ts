import type { TConsentSource, TMarketingConsent } from '@crm/contracts';
import type { clientMarketingConsent } from '../../db/schema-messaging.ts';

type ConsentRow = typeof clientMarketingConsent.$inferSelect;

/** The reply for a client, with or without a recorded consent (none recorded: no consent). */
export function toConsentReply(clientId: string, row: ConsentRow | undefined): TMarketingConsent {
  return {
    client_id: clientId,
    consented: row?.consented ?? false,
    source: (row?.source as TConsentSource | undefined) ?? null,
    changed_at: row?.changedAt.toISOString() ?? null,
    unsubscribed_at: row?.unsubscribedAt?.toISOString() ?? null,
    may_receive_marketing: Boolean(row?.consented && !row.unsubscribedAt),
  };
}
