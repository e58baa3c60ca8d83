import type { Tx } from '../../db/client.ts';
import { type EntryInput, postEntry } from '../ledger/post-entry.ts';

/**
 * Every journal entry that moves a client's money goes through here, so whatever else must happen
 * with each such entry (the trading platform's own record of the balance) happens for all of them.
 */
export async function postMovement(tx: Tx, entry: EntryInput): Promise<string> {
  return postEntry(tx, entry);
}
