/**
 * KYC status of a client (decided here; the spec leaves the values open). A plain value (clients.ts
 * holds the schemas), so the console can import it without the schema library.
 */
export const KYC_STATUSES = ['not_started', 'pending', 'pending_changes', 'approved', 'rejected'] as const;
