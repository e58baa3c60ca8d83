import { z } from 'zod';

/**
 * What a backup of the embedded database holds, as entries of one tar file:
 * - `backup.json`: this manifest, first, so a wrong file is refused before anything is unpacked;
 * - `pgdata.tar.gz`: PGlite's own dump of its data folder (`dumpDataDir`);
 * - `documents/<brand>/<key>`: every uploaded client document, as stored.
 * Not the development signing key (`DATA_DIR/jwt-secret`): it is a secret that lets its holder
 * sign tokens, and a backup travels further than the data folder. After a restore a new key is
 * made and everyone signs in again; production takes its key from JWT_SECRET anyway.
 */
export const MANIFEST_ENTRY = 'backup.json';
export const DATABASE_ENTRY = 'pgdata.tar.gz';
export const DOCUMENTS_FOLDER = 'documents';
/** The storage keys `localDiskStorage` makes; anything else in a backup is refused, never written. */
export const DOCUMENT_ENTRY = /^documents\/[a-z0-9-]+\/[a-z0-9-]+$/;

export const ZBackupManifest = z.object({
  format: z.literal('crm-embedded-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  documents: z.number().int().min(0),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

/** A refusal or a bad file, said plainly to the operator (no stack). */
export class BackupRefused extends Error {}
