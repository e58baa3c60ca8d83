import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR; migrated either way. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrate(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
