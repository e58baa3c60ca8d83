import type { TLanguage } from '@crm/contracts';
import { MESSAGE_KEYS } from '@crm/contracts/translation-check';
import type { Executor } from '../../db/client.ts';
import { SHIPPED } from './catalogue.ts';
import { allDrafts, latestPublication } from './translation-store.ts';

/**
 * One language as flat i18next JSON, as the console would show it after a publish: the draft, else
 * the published text, else the shipped one; a key with none is left out (it is missing).
 */
export async function exportTranslations(db: Executor, language: TLanguage): Promise<Record<string, string>> {
  const [drafts, publication] = await Promise.all([allDrafts(db), latestPublication(db)]);
  const draftOf = new Map(drafts.filter((d) => d.language === language).map((d) => [d.key, d.text]));
  const texts: Record<string, string> = {};
  for (const key of MESSAGE_KEYS) {
    const text = draftOf.get(key) ?? publication?.texts[language]?.[key] ?? SHIPPED[language][key];
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}
