/**
 * `npm run backup [-- <file>]`: the embedded database and its documents into one tar file,
 * by default `backups/crm-<time>.tar` where npm was run. Only while no server runs on DATA_DIR,
 * so the copy is consistent. PostgreSQL is backed up with its own tools (docs/OPERATIONS.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir } from '../backup/backup-data-dir.ts';
import { dataDirOf } from '../config.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const base = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const file = path.resolve(base, positionals[0] ?? path.join('backups', `crm-${stamp}.tar`));
const dataDir = dataDirOf();

if (process.env.DATABASE_URL) {
  process.stderr.write('DATABASE_URL is set: back PostgreSQL up with pg_dump or pg_basebackup (docs/OPERATIONS.md).\n');
  process.exit(2);
}
try {
  const summary = await backupDataDir(dataDir, file);
  process.stdout.write(
    [
      `Backup written: ${summary.file}`,
      `  database ${(summary.databaseBytes / 1e6).toFixed(1)} MB compressed, ${summary.documents} document(s), from ${dataDir}`,
      '  Taken with the data folder locked (no server running), so it is consistent.',
      '  Not in it: the signing key (DATA_DIR/jwt-secret). After a restore everyone signs in again.',
      '  It holds client data and password hashes: keep it private and encrypted at rest.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`Backup refused: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
