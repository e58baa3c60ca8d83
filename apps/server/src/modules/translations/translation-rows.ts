import {
  TARGET_LANGUAGES,
  type TLanguage,
  TRANSLATION_STATES,
  type TTranslationList,
  type TTranslationRow,
  type TTranslationState,
  type ZTranslationListQuery,
} from '@crm/contracts';
import { en } from '@crm/contracts/locales/en';
import { MESSAGE_KEYS } from '@crm/contracts/translation-check';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { SHIPPED, sourceHashOf } from './catalogue.ts';
import { publicationInfo } from './publication-info.ts';
import { allDrafts, type DraftRow, latestPublication, type Publication } from './translation-store.ts';

type Query = z.output<typeof ZTranslationListQuery>;

/** One key × language as the tool shows it, from the shipped text, the publication and the draft. */
export function rowOf(
  key: (typeof MESSAGE_KEYS)[number],
  language: TLanguage,
  draft: DraftRow | undefined,
  publication: Publication | null,
): TTranslationRow {
  const shipped = SHIPPED[language][key] ?? null;
  const published = publication?.texts[language]?.[key] ?? null;
  const publishedHash = publication?.sourceHashes[language]?.[key];
  const current = sourceHashOf(key);
  const pending = draft && (draft.text !== published || draft.sourceHash !== publishedHash) ? draft : undefined;
  const state: TTranslationState =
    !pending && published === null && shipped === null
      ? 'missing'
      : (pending ? pending.sourceHash : (publishedHash ?? current)) !== current
        ? 'outdated'
        : pending
          ? 'draft'
          : published !== null
            ? 'published'
            : 'shipped';
  return {
    key,
    language,
    source: en[key],
    text: published ?? shipped,
    shipped,
    published,
    draft: pending?.text ?? null,
    state,
    updatedBy: draft?.updatedByName ?? null,
    updatedAt: draft?.updatedAt.toISOString() ?? null,
  };
}

const byState = (a: TTranslationRow, b: TTranslationRow) =>
  TRANSLATION_STATES.indexOf(a.state) - TRANSLATION_STATES.indexOf(b.state) || a.key.localeCompare(b.key);

const SORTS: Record<Query['sort'], (a: TTranslationRow, b: TTranslationRow) => number> = {
  state: byState,
  key: (a, b) => a.key.localeCompare(b.key) || a.language.localeCompare(b.language),
  '-key': (a, b) => b.key.localeCompare(a.key) || a.language.localeCompare(b.language),
  updatedAt: (a, b) => (a.updatedAt ?? '').localeCompare(b.updatedAt ?? '') || byState(a, b),
  '-updatedAt': (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || byState(a, b),
};

/**
 * Every key × target language, filtered and sorted (missing and outdated first by default). The
 * catalogue is a few hundred keys: it is built in memory from one read of drafts and publication.
 */
export async function listTranslations(db: Executor, query: Query): Promise<TTranslationList> {
  const [drafts, publication] = await Promise.all([allDrafts(db), latestPublication(db)]);
  const draftOf = new Map(drafts.map((d) => [`${d.language}\u0000${d.key}`, d]));
  const languages = query.language ? [query.language] : TARGET_LANGUAGES;
  const needle = query.q?.toLowerCase();
  const rows = languages
    .filter((language) => language !== 'en')
    .flatMap((language) =>
      MESSAGE_KEYS.map((key) => rowOf(key, language, draftOf.get(`${language}\u0000${key}`), publication)),
    )
    .filter((row) => !query.state || row.state === query.state)
    .filter(
      (row) =>
        !needle ||
        [row.key, row.source, row.text ?? '', row.draft ?? ''].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort(SORTS[query.sort]);
  const unpublished = MESSAGE_KEYS.length === 0 ? 0 : countUnpublished(drafts, publication);
  return { rows, published: publication ? await publicationInfo(db, publication) : null, unpublished };
}

/** Drafts whose text (or source) differs from what is published. */
export function countUnpublished(drafts: readonly DraftRow[], publication: Publication | null): number {
  return drafts.filter(
    (d) =>
      d.text !== publication?.texts[d.language]?.[d.key] ||
      d.sourceHash !== publication?.sourceHashes[d.language]?.[d.key],
  ).length;
}
