import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { seedDemo } from '../../demo/seed-demo.ts';
import { verifyReportingFacts } from './verify-facts.ts';

/**
 * The demo writes its eighteen months of history in bulk, through the same triggers as the
 * console: what `npm start` shows must reconcile as `npm run reports:verify` would check it.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { ...loadConfig({ JWT_SECRET: 'x'.repeat(40), DEMO_CLIENTS: '60' }), seedDemo: true });
}, 120_000);
afterAll(() => database?.close());

describe('the demo data', () => {
  it('has daily facts equal to its rows', async () => {
    const report = await database.db.transaction((tx) => verifyReportingFacts(tx));
    expect(report.differences).toEqual([]);
    expect(report.badConversions).toBe(0);
  });
});
