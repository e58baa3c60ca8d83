import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { clientSegments } from '../../db/schema-segments.ts';
import {
  countClientsMatching,
  countSegmentClients,
  isClientInSegment,
  segmentClientIds,
  segmentClientIdsSubquery,
} from './segment-clients.ts';

let database: Database;
const ids: Record<string, string> = {};
let segmentId = '';
let deletedId = '';

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const base = { lastName: 'Member', kycStatus: 'approved', liveAccounts: 1 };
  const rows = await db
    .insert(clients)
    .values([
      { ...base, brandId: 'meridian', firstName: 'Cy', email: 'cy@seg.test', country: 'cy' },
      { ...base, brandId: 'meridian', firstName: 'De', email: 'de@seg.test', country: 'de', liveAccounts: 3 },
      { ...base, brandId: 'meridian', firstName: 'Pending', email: 'p@seg.test', country: 'cy', kycStatus: 'pending' },
      { ...base, brandId: 'northwind', firstName: 'Other', email: 'o@seg.test', country: 'cy' },
    ])
    .returning({ id: clients.id, firstName: clients.firstName });
  for (const r of rows) ids[r.firstName] = r.id;
  const [segment, deleted] = await db
    .insert(clientSegments)
    .values([
      { brandId: 'meridian', name: 'Approved', filters: 'kyc_approved[eq]:true' },
      { brandId: 'meridian', name: 'Gone', filters: '', deletedAt: new Date(), deleteReason: 'test' },
    ])
    .returning({ id: clientSegments.id });
  segmentId = segment?.id ?? '';
  deletedId = deleted?.id ?? '';
});
afterAll(() => database.close());

describe('segment-clients', () => {
  it('lists the brand’s clients its filters select, and counts them', async () => {
    const found = await segmentClientIds(database.db, 'meridian', segmentId);
    expect(found).toEqual([ids.Cy, ids.De].sort());
    expect(await countSegmentClients(database.db, 'meridian', segmentId)).toBe(2);
    expect(await countClientsMatching(database.db, 'meridian', 'live_accounts[gte]:2')).toBe(1);
  });

  it('narrows to a viewer’s country whitelist', async () => {
    const viewer = { brand: 'meridian', staff: { enableCountryWhitelist: true, whitelistCountries: ['de'] } };
    expect(await segmentClientIds(database.db, 'meridian', segmentId, viewer)).toEqual([ids.De]);
    expect(await countSegmentClients(database.db, 'meridian', segmentId, viewer)).toBe(1);
  });

  it('builds a subquery usable in another query', async () => {
    const subquery = await segmentClientIdsSubquery(database.db, 'meridian', segmentId);
    if (!subquery) throw new Error('no subquery');
    const rows = await database.db.select({ id: clients.id }).from(clients).where(inArray(clients.id, subquery));
    expect(rows.map((r) => r.id).sort()).toEqual([ids.Cy, ids.De].sort());
  });

  it('answers one client', async () => {
    expect(await isClientInSegment(database.db, 'meridian', segmentId, ids.Cy ?? '')).toBe(true);
    expect(await isClientInSegment(database.db, 'meridian', segmentId, ids.Pending ?? '')).toBe(false);
    expect(await isClientInSegment(database.db, 'meridian', segmentId, ids.Other ?? '')).toBe(false);
  });

  it('knows no segment of another brand, nor a deleted one', async () => {
    expect(await segmentClientIds(database.db, 'northwind', segmentId)).toBeNull();
    expect(await countSegmentClients(database.db, 'northwind', segmentId)).toBeNull();
    expect(await segmentClientIdsSubquery(database.db, 'meridian', deletedId)).toBeNull();
  });
});
