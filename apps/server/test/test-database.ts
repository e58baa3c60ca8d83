import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/** Which database the suite runs on: `TEST_DRIVER=postgres` uses TEST_DATABASE_URL's server. */
export const testDriver = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** A URL for a new, empty PostgreSQL database, dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `crm_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The embedded database migrated once per test worker, as an image each test file opens a copy of:
 * migrating from nothing took 5 to 10 s a file on a loaded machine, most of the PGlite suite's time.
 */
let migratedImage: Promise<Blob> | undefined;
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const template = await openDatabase({ driver: 'pglite' });
    await migrate(template.db);
    const image = await template.dump?.();
    await template.close();
    if (!image) throw new Error('PGlite gave no image');
    return image;
  })();
  return migratedImage;
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (testDriver === 'pglite') {
    const database = await openDatabase({ driver: 'pglite', image: await migratedPgliteImage() });
    // Checks the image is current (nothing left to apply), as a server start does.
    await migrate(database.db);
    return database;
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 20 });
  await migrate(database.db);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
