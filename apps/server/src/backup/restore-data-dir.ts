import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, pgliteFolder } from '../db/client.ts';
import {
  BackupRefused,
  DATABASE_ENTRY,
  DOCUMENT_ENTRY,
  DOCUMENTS_FOLDER,
  MANIFEST_ENTRY,
  type TBackupManifest,
  ZBackupManifest,
} from './backup-format.ts';
import { lockStoppedDataDir } from './lock-stopped-data-dir.ts';
import { readTar } from './tar.ts';

export type RestoreSummary = { createdAt: string; databaseBytes: number; documents: number; replaced: boolean };

type Unpacked = { manifest: TBackupManifest; database: Buffer; documents: number };

/** Reads the backup into `staging`: the manifest first, then the dump (kept) and the documents (written). */
async function unpack(file: string, staging: string): Promise<Unpacked> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupRefused(`Cannot read ${file}.`);
  });
  let manifest: TBackupManifest | undefined;
  let database: Buffer | undefined;
  let documents = 0;
  try {
    for await (const entry of readTar(handle)) {
      if (!manifest) {
        const parsed = entry.name === MANIFEST_ENTRY ? ZBackupManifest.safeParse(safeJson(await entry.read())) : null;
        if (!parsed?.success) throw new BackupRefused(`${file} is not a backup made by npm run backup.`);
        manifest = parsed.data;
      } else if (entry.name === DATABASE_ENTRY) {
        database = await entry.read();
      } else if (DOCUMENT_ENTRY.test(entry.name)) {
        const target = path.join(staging, ...entry.name.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, await entry.read(), { mode: 0o600 });
        documents++;
      } else {
        throw new BackupRefused(`${file} holds ${entry.name}, which no backup has: refusing it.`);
      }
    }
  } finally {
    await handle.close();
  }
  if (!manifest || !database || documents !== manifest.documents) {
    throw new BackupRefused(`${file} is incomplete (a copy cut short?): nothing was restored.`);
  }
  return { manifest, database, documents };
}

function safeJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Restores a backup into `dataDir`. Refused while a server holds the folder, and when the folder
 * holds a database already unless `force`. Everything is unpacked and the database opened in a
 * staging folder first, so a bad backup leaves the current data as it was; only then are the
 * database and documents swapped in. The signing key is not in a backup (backup-format.ts).
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const release = lockStoppedDataDir(dataDir);
  const staging = path.join(dataDir, 'restore-in-progress');
  try {
    const replaced = existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
    if (replaced && !options.force) {
      throw new BackupRefused(`${dataDir} holds a database already: pass --force to replace it with the backup.`);
    }
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    const { manifest, database, documents } = await unpack(file, staging);

    // PGlite unpacks its own dump and starts on it: a dump it cannot use fails here, in staging.
    const client = await PGlite.create({
      dataDir: pgliteFolder(staging),
      loadDataDir: new Blob([database], { type: 'application/x-gzip' }),
      extensions: PGLITE_EXTENSIONS,
    });
    await client.query('select 1').finally(() => client.close());

    for (const part of [pgliteFolder(dataDir), path.join(dataDir, DOCUMENTS_FOLDER)]) {
      await rm(part, { recursive: true, force: true });
    }
    await rename(pgliteFolder(staging), pgliteFolder(dataDir));
    if (documents > 0) await rename(path.join(staging, DOCUMENTS_FOLDER), path.join(dataDir, DOCUMENTS_FOLDER));
    return { createdAt: manifest.createdAt, databaseBytes: database.byteLength, documents, replaced };
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}
