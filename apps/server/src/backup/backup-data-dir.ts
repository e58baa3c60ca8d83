import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
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
} from './backup-format.ts';
import { lockStoppedDataDir } from './lock-stopped-data-dir.ts';
import { tarWriter } from './tar.ts';

export type BackupSummary = { file: string; databaseBytes: number; documents: number };

/** Storage keys (`<brand>/<key>`) of the documents on disk; stray files are not ours to copy. */
async function listDocuments(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => DOCUMENT_ENTRY.test(`${DOCUMENTS_FOLDER}/${key}`))
    .toSorted();
}

/**
 * Writes a backup of the embedded database in `dataDir` and its documents to `file`.
 * Consistent by taking the data folder's lock for the whole backup: refused while a server holds
 * it (PGlite lives inside one process, so a running server's files cannot be copied safely), and
 * no server can start on the folder until the backup is written.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupSummary> {
  if (!existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${dataDir}.`);
  }
  if (existsSync(file)) throw new BackupRefused(`${file} exists already; a backup never overwrites one.`);
  const release = lockStoppedDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteFolder(dataDir), extensions: PGLITE_EXTENSIONS });
    const dump = await client.dumpDataDir('gzip').finally(() => client.close());
    const database = new Uint8Array(await dump.arrayBuffer());
    const documentsFolder = path.join(dataDir, DOCUMENTS_FOLDER);
    const documents = await listDocuments(documentsFolder);
    const manifest: TBackupManifest = {
      format: 'crm-embedded-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      documents: documents.length,
    };

    // Written under another name and renamed when whole: a file with the backup's name is complete.
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    // A partial file is what an interrupted backup leaves; it was never a backup.
    await rm(partial, { force: true });
    const handle = await open(partial, 'wx', 0o600);
    try {
      const tar = tarWriter(handle);
      await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      await tar.add(DATABASE_ENTRY, database);
      for (const key of documents) {
        await tar.add(`${DOCUMENTS_FOLDER}/${key}`, await readFile(path.join(documentsFolder, ...key.split('/'))));
      }
      await tar.finish();
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(partial, { force: true });
      throw error;
    }
    await handle.close();
    await rename(partial, file);
    return { file, databaseBytes: database.byteLength, documents: documents.length };
  } finally {
    release();
  }
}
