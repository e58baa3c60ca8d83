import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { prepareRates } from '../src/modules/rates/prepare-rates.ts';
import { simulatedRateSource } from '../src/modules/rates/simulated/simulated-rates.ts';

/** Which database the suite runs on: `TEST_DRIVER=postgres` uses TEST_DATABASE_URL's server. */
export const testDriver = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** One statement on TEST_DATABASE_URL's server, outside any test database. */
async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A URL for a new PostgreSQL database, dropped by the returned function: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  template?: string,
  name = `crm_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A commit returns before its WAL reaches the disk (about 10 ms a commit on this machine's disk, the
  // biggest part of the PostgreSQL suite's time): what the tests check, visibility, locks and
  // isolation, is the same, and nothing here survives a crash of the database server itself.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
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

/**
 * On PostgreSQL the same idea: a database migrated once per test worker, as the template each test
 * file's database is created from (closed to connections, as a template must be).
 */
let migratedTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(): Promise<string> {
  migratedTemplate ??= preparedTemplate(undefined, async (database) => {
    await migrate(database.db);
  });
  return migratedTemplate;
}

/** A new template database of this run: a copy of `from` (or empty), changed by `prepare`. */
async function preparedTemplate(from: string | undefined, prepare: (database: Database) => Promise<void>) {
  const name = `${inject('templatePrefix')}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const { url } = await createPostgresDatabase(from, name);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  // A copy needs its template free of sessions: none may connect to it from now on (autovacuum included).
  await adminQuery(`alter database ${name} with allow_connections false`);
  return name;
}

/** A test file's own PostgreSQL database, a copy of `template`, dropped when closed. */
async function copyOfTemplate(template: string): Promise<Database & { url: string }> {
  const { url, drop } = await createPostgresDatabase(template);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 20 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (testDriver === 'pglite') {
    const database = await openDatabase({ driver: 'pglite', image: await migratedPgliteImage() });
    // Checks the image is current (nothing left to apply), as a server start does.
    await migrate(database.db);
    return database;
  }
  return copyOfTemplate(await migratedPostgresTemplate());
}

/** What a seeded database depends on: the settings the rates' preparation and the demo seed read. */
const seedKey = (config: Config) =>
  JSON.stringify([
    config.demoClients,
    config.demoPassword,
    config.fourEyesWithdrawalThreshold,
    config.reportingTimeZone,
  ]);

type SeededSource = { kind: 'pglite'; image: Blob } | { kind: 'postgres'; template: string };
const seededSources = new Map<string, Promise<SeededSource>>();

/**
 * A fresh database as a server start leaves it (migrated, the reporting zone and rates prepared,
 * the demo seeded for `config`), copied from one prepared per test worker and setting: preparing
 * it took 4 to 9 s a test file on a loaded machine, copying takes a fraction of a second. On
 * PostgreSQL the prepared database is a template, dropped by the global teardown.
 */
export async function openSeededTestDatabase(config: Config): Promise<Database & { url?: string }> {
  const key = seedKey(config);
  let source = seededSources.get(key);
  if (!source) {
    source = prepareSeededSource(config);
    seededSources.set(key, source);
  }
  const prepared = await source;
  if (prepared.kind === 'pglite') return openDatabase({ driver: 'pglite', image: prepared.image });
  return copyOfTemplate(prepared.template);
}

async function prepareSeededSource(config: Config): Promise<SeededSource> {
  const seed = async (database: Database) => {
    await prepareRates(database.db, config, simulatedRateSource());
    await seedDemo(database.db, { ...config, seedDemo: true });
  };
  if (testDriver === 'postgres')
    return { kind: 'postgres', template: await preparedTemplate(await migratedPostgresTemplate(), seed) };
  const database = await openDatabase({ driver: 'pglite', image: await migratedPgliteImage() });
  try {
    await seed(database);
    const image = await database.dump?.();
    if (!image) throw new Error('PGlite gave no image');
    return { kind: 'pglite', image };
  } finally {
    await database.close();
  }
}
