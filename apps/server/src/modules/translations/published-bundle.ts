import type { TLanguage, TPublishedBundle } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import { latestPublication } from './translation-store.ts';

/** The latest published texts of one language, and the version they are (the `ETag`). */
export async function publishedBundle(db: Executor, language: TLanguage): Promise<TPublishedBundle> {
  const latest = await latestPublication(db);
  return { language, version: latest?.version ?? null, texts: latest?.texts[language] ?? {} };
}

/** A weak ETag per language and version; "none" before the first publication. */
export const etagOf = (bundle: TPublishedBundle) => `W/"translations-${bundle.language}-${bundle.version ?? 'none'}"`;
