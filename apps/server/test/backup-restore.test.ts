import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '../src/backup/backup-data-dir.ts';
import { restoreDataDir } from '../src/backup/restore-data-dir.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { auditLog, brands, clients, journalEntries } from '../src/db/schema.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { seedDemoDocuments } from '../src/demo/seed-documents.ts';
import { verifyAuditChain } from '../src/modules/audit/verify-audit-chain.ts';
import { verifyLedger } from '../src/modules/ledger/verify-ledger.ts';
import { localDiskStorage } from '../src/storage/file-storage.ts';
import { TEST_JWT_SECRET } from './test-app.ts';
import { testDriver } from './test-database.ts';

const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `crm-${name}-`));
const documentsIn = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'documents'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

type Counts = { clients: number; entries: number; audit: number };
async function countsOf(database: Database): Promise<Counts> {
  const [c] = await database.db.select({ n: count() }).from(clients);
  const [e] = await database.db.select({ n: count() }).from(journalEntries);
  const [a] = await database.db.select({ n: count() }).from(auditLog);
  return { clients: c?.n ?? 0, entries: e?.n ?? 0, audit: a?.n ?? 0 };
}

/**
 * `npm run backup` / `npm run restore` of the embedded database: a backup of a demo data folder,
 * restored into a new folder, holds the same data and passes the ledger and audit verifiers. The
 * embedded database only, so on the PGlite run only.
 */
describe.skipIf(testDriver !== 'pglite')('backup and restore of the embedded database', () => {
  const source = temp('backup-source');
  const target = temp('backup-target');
  const backups = temp('backups');
  const file = path.join(backups, 'crm.tar');
  let before: Counts;

  beforeAll(async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: source });
    try {
      await migrate(database.db);
      const config = loadConfig({ DATA_DIR: source, JWT_SECRET: TEST_JWT_SECRET, DEMO_CLIENTS: '4' });
      await seedDemo(database.db, config);
      const files = localDiskStorage(path.join(source, 'documents'));
      for (const brand of await database.db.select({ id: brands.id }).from(brands)) {
        await seedDemoDocuments(database.db, files, brand.id, 3);
      }
      before = await countsOf(database);
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => {
    for (const dir of [source, target, backups]) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while a server holds the data folder', async () => {
    // The lock file a server in another process leaves (this test's parent stands in for it).
    const lock = path.join(source, 'server.lock');
    writeFileSync(lock, JSON.stringify({ pid: process.ppid, started: null }));
    try {
      await expect(backupDataDir(source, file)).rejects.toThrow(/in use by process .*stop the server/s);
      await expect(restoreDataDir(file, source, { force: true })).rejects.toThrow(/in use by process/);
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(lock);
    }
  });

  it('restores into a new folder a database the verifiers pass, with its documents', async () => {
    const backup = await backupDataDir(source, file);
    expect(backup.documents).toBe(documentsIn(source));
    expect(backup.documents).toBeGreaterThan(0);

    const restored = await restoreDataDir(file, target, { force: false });
    expect(restored).toMatchObject({ documents: backup.documents, replaced: false });
    expect(documentsIn(target)).toBe(backup.documents);
    // The signing key stays out of backups.
    expect(existsSync(path.join(target, 'jwt-secret'))).toBe(false);

    const database = await openDatabase({ driver: 'pglite', dataDir: target });
    try {
      expect(await countsOf(database)).toEqual(before);
      expect(before.entries).toBeGreaterThan(0);
      const ledger = await database.db.transaction((tx) => verifyLedger(tx));
      expect(ledger.bookDifferences).toEqual([]);
      expect(ledger.unbalancedEntries).toEqual([]);
      expect(ledger.heldDifferences).toEqual([]);
      const audit = await verifyAuditChain(database.db);
      expect(audit.problems).toEqual([]);
      expect(audit.records).toBeGreaterThan(0);
      // A restored folder starts like any other: migrations find everything applied.
      expect(await migrate(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to restore over a database without --force, and never overwrites a backup', async () => {
    await expect(restoreDataDir(file, target, { force: false })).rejects.toThrow(/--force/);
    await expect(backupDataDir(source, file)).rejects.toThrow(/exists already/);
    const again = await restoreDataDir(file, target, { force: true });
    expect(again.replaced).toBe(true);
  }, 120_000);
});
