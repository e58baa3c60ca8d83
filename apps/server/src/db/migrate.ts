import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './query-rows.ts';

// Beside this module: src/db/migrations in development, dist/migrations in the build (scripts/build.mjs copies them).
const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const BREAKPOINT = '--> statement-breakpoint';

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * Applies the numbered SQL migrations drizzle-kit generated, in one transaction under an advisory
 * lock, so several servers starting at once apply each migration exactly once. An applied
 * migration whose file has since changed stops the start: committed migrations are never edited.
 */
export async function migrate(db: Db): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
  const files = await Promise.all(
    journal.entries
      .toSorted((a, b) => a.idx - b.idx)
      .map(async ({ tag }) => {
        const text = await readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
        return { tag, text, checksum: createHash('sha256').update(text).digest('hex') };
      }),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm.schema_migrations'))`);
    await tx.execute(sql`create table if not exists schema_migrations (
      tag text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = await queryRows<{ tag: string; checksum: string }>(
      tx,
      sql`select tag, checksum from schema_migrations`,
    );
    const known = new Map(applied.map((r) => [r.tag, r.checksum]));
    const done: string[] = [];
    for (const file of files) {
      const checksum = known.get(file.tag);
      if (checksum !== undefined) {
        if (checksum !== file.checksum) throw new Error(`Migration ${file.tag} was edited after it was applied.`);
        continue;
      }
      // PGlite runs one statement per call, so the file is split where drizzle-kit marked it.
      for (const statement of file.text.split(BREAKPOINT)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag, checksum) values (${file.tag}, ${file.checksum})`);
      done.push(file.tag);
    }
    return done;
  });
}
