import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

/** The fields a record's hash covers, in a fixed shape. */
export type HashedAuditFields = {
  seq: number;
  at: string;
  actorId: string | null;
  viewedAsId: string | null;
  brandId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  /** Left out when unknown, so records written before addresses were kept hash as they did. */
  ip?: string;
};

/** A record's hashed fields at position `seq`, from the inbox row or the chained row alike. */
export const hashedFieldsOf = (
  seq: number,
  r: Omit<HashedAuditFields, 'seq' | 'at' | 'ip'> & { at: Date; ip: string | null },
): HashedAuditFields => ({
  seq,
  at: r.at.toISOString(),
  actorId: r.actorId,
  viewedAsId: r.viewedAsId,
  brandId: r.brandId,
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  before: r.before,
  after: r.after,
  requestId: r.requestId,
  ...(r.ip === null ? {} : { ip: r.ip }),
});

/** JSON with object keys sorted at every depth, so jsonb's own key order cannot change a hash. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const chainHash = (prevHash: string, fields: HashedAuditFields): string =>
  createHash('sha256').update(prevHash).update('\n').update(canonicalJson(fields)).digest('hex');
