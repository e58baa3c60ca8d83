import { lockDataDir } from '../db/data-dir-lock.ts';
import { BackupRefused } from './backup-format.ts';

/**
 * Takes the data folder's lock for a backup or a restore, which is what makes either consistent:
 * PGlite runs inside the server's process, so its files are only copied or replaced while no
 * server holds them, and no server can start on them until the lock is released.
 */
export function lockStoppedDataDir(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefused(
      `${reason}\nBackups and restores of the embedded database run only while no server holds the data folder, ` +
        'so they are consistent: stop the server (Ctrl+C or SIGTERM) and run the command again.',
    );
  }
}
