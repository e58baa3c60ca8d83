import type { TNotificationItem, TQueueCount } from '@crm/contracts';
import { count, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { dataScope } from '../../http/data-scope.ts';
import { QueueRegistry } from './queue-registry.ts';

/** Pending documents as the KYC module will keep them; here a small table made for the test. */
const pendingDocs = pgTable('probe_pending_documents', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  country: text('country').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

let t: TestApp;
beforeAll(async () => {
  const queues = new QueueRegistry();
  queues.register({
    key: 'test.probe',
    path: '/documents/pending-review',
    permissions: ['documents.view_documents'],
    count: async (db, scope) => {
      const [row] = await db
        .select({ n: count() })
        .from(pendingDocs)
        .where(dataScope(scope, { brand: pendingDocs.brand, country: pendingDocs.country }));
      return row?.n ?? 0;
    },
    latest: async (db, scope, limit) => {
      const rows = await db
        .select()
        .from(pendingDocs)
        .where(dataScope(scope, { brand: pendingDocs.brand, country: pendingDocs.country }))
        .limit(limit);
      return rows.map(
        (r): TNotificationItem => ({
          _id: r.id,
          createdAt: r.createdAt.toISOString(),
          notificationType: 'documents',
          document_type: r.kind,
          user: { ctrader_id: null },
          status: 'pending',
        }),
      );
    },
  });
  t = await startTestApp(
    {},
    {
      queues,
      beforeStart: async (db) => {
        await db.execute(sql`create table probe_pending_documents (
        id text primary key, brand text not null, country text not null, kind text not null, created_at timestamptz not null)`);
        await db.insert(pendingDocs).values([
          {
            id: 'd1',
            brand: 'meridian',
            country: 'cy',
            kind: 'proof_of_address',
            createdAt: new Date('2026-01-01T10:00:00Z'),
          },
          {
            id: 'd2',
            brand: 'meridian',
            country: 'de',
            kind: 'id_document',
            createdAt: new Date('2026-01-02T10:00:00Z'),
          },
          { id: 'd3', brand: 'northwind', country: 'cy', kind: 'other', createdAt: new Date('2026-01-03T10:00:00Z') },
        ]);
      },
    },
  );
});
afterAll(() => t.close());

describe('pending queues', () => {
  it('counts each queue the caller may see, in the caller’s brand', async () => {
    const admin = await t.signIn('admin@demo.test');
    const res = await t.call<TQueueCount[]>('GET', '/dashboard/queues/counts', { token: admin.token });
    expect(res.body.find((q) => q.key === 'test.probe')).toEqual({
      key: 'test.probe',
      path: '/documents/pending-review',
      count: 2,
    });
  });

  it('leaves out queues the caller has no permission for', async () => {
    const sales = await t.signIn('sales@demo.test');
    const res = await t.call<TQueueCount[]>('GET', '/dashboard/queues/counts', { token: sales.token });
    // Sales may see requests (requests.view_requests) but not the KYC or money queues.
    expect(res.body.map((q) => q.key)).toEqual(['requests.pending']);
  });

  it('keeps a whitelisted caller to their countries, in counts and notifications', async () => {
    const admin = await t.signIn('admin@demo.test');
    const compliance = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=compliance@', { token: admin.token })
    ).body.docs[0];
    await t.call('PUT', `/dashboard/crmusers/${compliance?._id}/countryWhitelist`, {
      token: admin.token,
      body: { enable_country_whitelist: true, whitelist_countries: ['de'] },
    });
    const limited = await t.signIn('compliance@demo.test');
    const counts = await t.call<TQueueCount[]>('GET', '/dashboard/queues/counts', { token: limited.token });
    expect(counts.body.find((q) => q.key === 'test.probe')?.count).toBe(1);
    const items = await t.call<TNotificationItem[]>('GET', '/dashboard/notifications', { token: limited.token });
    expect(items.body.map((i) => i._id)).toEqual(['d2']);
  });

  it('lists notifications newest first', async () => {
    const admin = await t.signIn('admin@demo.test');
    const items = await t.call<TNotificationItem[]>('GET', '/dashboard/notifications', { token: admin.token });
    expect(items.body.map((i) => i._id)).toEqual(['d2', 'd1']);
  });
});
