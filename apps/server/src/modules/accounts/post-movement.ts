import type { Tx } from '../../db/client.ts';
import { type EntryInput, type PostedEntry, postEntry } from '../ledger/post-entry.ts';
import { mirrorOnPlatform } from '../platform/mirror-on-platform.ts';

/**
 * Every journal entry that moves a client's money goes through here, so each one is also made on
 * the trading platform, in the same transaction (a platform that refuses rolls the entry back).
 */
export async function postMovement(tx: Tx, entry: EntryInput): Promise<PostedEntry> {
  const posted = await postEntry(tx, entry);
  await mirrorOnPlatform(tx, { ...posted, type: entry.type, postings: entry.postings });
  return posted;
}
