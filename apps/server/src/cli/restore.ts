/**
 * `npm run restore -- <file> [--force]`: a backup made by `npm run backup` into DATA_DIR.
 * Refused while a server runs on DATA_DIR, and over an existing database unless --force.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDataDir } from '../backup/restore-data-dir.ts';
import { dataDirOf } from '../config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [given] = positionals;
if (!given || positionals.length > 1) {
  process.stderr.write('Usage: npm run restore -- <backup file> [--force]\n');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  process.stderr.write('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/OPERATIONS.md).\n');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
const dataDir = dataDirOf();
try {
  const summary = await restoreDataDir(file, dataDir, { force: values.force });
  process.stdout.write(
    [
      `Restored ${file} (taken ${summary.createdAt}) into ${dataDir}`,
      `  database ${(summary.databaseBytes / 1e6).toFixed(1)} MB compressed, ${summary.documents} document(s)${summary.replaced ? ', replacing the database that was there' : ''}`,
      '  The signing key is not in a backup: staff sign in again. Check it with npm run ledger:verify and npm run audit:verify.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`Restore refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
