import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name every prepared PostgreSQL template of this run starts with (test-database.ts). */
    templatePrefix: string;
  }
}

/** Names this run's PostgreSQL templates, and drops them when the run ends. */
export default function setup(project: TestProject) {
  const prefix = `crm_tpl_${randomUUID().replaceAll('-', '').slice(0, 8)}_`;
  project.provide('templatePrefix', prefix);
  return async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DRIVER !== 'postgres' || !adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
