import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { approvalOperations } from '../../db/schema-approval-policies.ts';
import { pruneApprovalOperations } from './operations-retention.ts';

let t: TestApp;
let client: string;
let staffId: string;
const NOW = new Date('2026-05-04T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeStart: async (db) => {
        const made = await addClientsWithAccounts(db, {
          ola: { brand: 'meridian', name: 'Ola Operations', country: 'cy', accounts: {} },
        });
        client = made.clients.ola as string;
      },
    },
  );
  staffId = (await t.signIn('funding@demo.test')).user._id;
});
afterAll(() => t.close());

const operationAt = (at: Date) =>
  t.database.db.insert(approvalOperations).values({
    brandId: 'meridian',
    staffId,
    clientId: client,
    kind: 'withdrawal',
    direction: 'out',
    usdCents: 100,
    at,
  });
const ages = async () =>
  (
    await queryRows<{ at: Date | string }>(
      t.database.db,
      sql`select at from approval_operations where client_id = ${client}::uuid order by at`,
    )
  ).map((r) => Math.round((NOW.getTime() - new Date(r.at).getTime()) / 3_600_000));

describe('approval operations retention', () => {
  it('deletes the operations older than the kept hours, never inside the 24-hour window', async () => {
    for (const h of [1, 23, 30, 72]) await operationAt(hoursAgo(h));
    expect(await pruneApprovalOperations(t.database.db, NOW, 48)).toBe(1);
    expect(await ages()).toEqual([30, 23, 1]);
    // Asked to keep less than the rule's window, it still keeps the window.
    expect(await pruneApprovalOperations(t.database.db, NOW, 1)).toBe(1);
    expect(await ages()).toEqual([23, 1]);
  });

  it('is a registered function whose parameters refuse a shorter keep than the window', async () => {
    const fn = t.app.jobs.get('prune-approval-operations');
    expect(fn?.parameters.safeParse({ keepHours: 12 }).success).toBe(false);
    expect(fn?.parameters.safeParse(fn.defaultParameters).success).toBe(true);
    await operationAt(hoursAgo(100));
    expect(await fn?.run({ parameters: { keepHours: 48 }, dueAt: NOW, log: t.app.log })).toEqual({ pruned: 1 });
  });
});
