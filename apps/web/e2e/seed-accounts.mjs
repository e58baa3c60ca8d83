// Run by `startServer({ withAccounts: true })` in apps/server before the server starts: what the
// server's own start does on an empty database (demo staff, clients, documents, accounts and money),
// plus fresh, empty live and demo trading accounts for approved clients of the default brand, so the
// money tests start from balances they know.
// Plain JS (run through tsx) so the console's type check does not take in the server's sources.
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../../server/src');
const { loadConfig } = await import(`${src}/config.ts`);
const { openConfiguredDatabase } = await import(`${src}/db/open-configured.ts`);
const { brands, clients } = await import(`${src}/db/schema.ts`);
const { seedDemo } = await import(`${src}/demo/seed-demo.ts`);
const { seedDemoDocuments } = await import(`${src}/demo/seed-documents.ts`);
const { localDiskStorage } = await import(`${src}/storage/file-storage.ts`);
const { openAccount } = await import(`${src}/modules/accounts/open-account.ts`);
const { and, asc, eq } = await import('drizzle-orm');

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  if ((await seedDemo(database.db, config)) === 'demo') {
    const files = localDiskStorage(path.join(config.dataDir, 'documents'));
    for (const brand of await database.db.select({ id: brands.id }).from(brands)) {
      await seedDemoDocuments(database.db, files, brand.id);
    }
  }
  const approved = await database.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.brandId, 'meridian'), eq(clients.kycStatus, 'approved')))
    .orderBy(asc(clients.readableId))
    .limit(Number(process.env.ACCOUNT_CLIENTS ?? 30));
  const tiers = ['standard', 'vip', 'vipblack'];
  await database.db.transaction(async (tx) => {
    for (const [i, client] of approved.entries()) {
      const open = (platform, environment, extra = {}) =>
        openAccount(tx, { brandId: 'meridian', clientId: client.id, platform, environment, ...extra });
      await open('ctrader', 'live', { tier: tiers[i % tiers.length] });
      await open('mt5', 'live');
      await open('mt5', 'demo');
    }
  });
} finally {
  await database.close();
}
