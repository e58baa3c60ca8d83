import { z } from 'zod';
import { LANGUAGES, SOURCE_LANGUAGE, type TLanguage } from './languages.ts';

export * from './languages.ts';

/**
 * The console's languages (issue 18, translation tool). English is the source: its texts are the
 * spec's and live in the repository (`locales/en.ts`); every other language is a translation of it,
 * shipped in the repository (`locales/el.ts`) and overridden by texts published from
 * `/internals/translation-tool` without a rebuild.
 */
export const ZLanguage = z.enum(LANGUAGES);
/** The languages staff translate into (everything but the source). */
export const TARGET_LANGUAGES = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE) as readonly TLanguage[];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `items_one` → { base: 'items', form: 'one' }; null for a key that is not a plural form. */
export function pluralFormOf(key: string): { base: string; form: Intl.LDMLPluralRule } | null {
  const match = PLURAL_SUFFIX.exec(key);
  if (!match?.[1]) return null;
  return { base: key.slice(0, -match[0].length), form: match[1] as Intl.LDMLPluralRule };
}

/** The `{{name}}` placeholders of a text (i18next's syntax; `{{value, number}}` names `value`), sorted. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) if (match[1]) names.add(match[1]);
  return [...names].sort();
}

/** Where a key × language stands, in the order the tool lists them (what needs work first). */
export const TRANSLATION_STATES = ['missing', 'outdated', 'draft', 'published', 'shipped'] as const;
export const ZTranslationState = z.enum(TRANSLATION_STATES);
export type TTranslationState = z.infer<typeof ZTranslationState>;

export const ZTranslationRow = z
  .object({
    key: z.string(),
    language: ZLanguage,
    /** The English text it translates. */
    source: z.string(),
    /** The text the console shows now: published, else shipped; null when there is none. */
    text: z.string().nullable(),
    shipped: z.string().nullable(),
    published: z.string().nullable(),
    /** The working copy not yet published (null when the published or shipped text stands). */
    draft: z.string().nullable(),
    state: ZTranslationState,
    updatedBy: z.string().nullable(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TranslationRow' });
export type TTranslationRow = z.infer<typeof ZTranslationRow>;

export const ZTranslationSort = z.enum(['state', 'key', '-key', 'updatedAt', '-updatedAt']);
export const ZTranslationListQuery = z.object({
  language: ZLanguage.optional().describe('One language; every target language when left out.'),
  state: ZTranslationState.optional(),
  q: z.string().trim().max(200).optional().describe('Part of the key, the English text or the translation.'),
  sort: ZTranslationSort.default('state'),
});

export const ZPublicationInfo = z
  .object({
    version: z.number().int(),
    publishedAt: z.iso.datetime(),
    publishedBy: z.string(),
    /** How many texts each language has in this version. */
    counts: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'TranslationPublication' });
export type TPublicationInfo = z.infer<typeof ZPublicationInfo>;

export const ZTranslationList = z.object({
  rows: z.array(ZTranslationRow),
  published: ZPublicationInfo.nullable(),
  /** Drafts not yet published, over every language. */
  unpublished: z.number().int(),
});
export type TTranslationList = z.infer<typeof ZTranslationList>;

export const ZSaveTranslation = z.strictObject({
  key: z.string().min(1).max(200),
  language: ZLanguage,
  text: z.string().max(2000),
});

/** i18next's JSON: flat (`"menu.dashboard": "…"`) or nested (`{"menu": {"dashboard": "…"}}`). */
export const ZI18nextJson = z.record(z.string(), z.unknown());
export const ZImportTranslations = z.strictObject({ language: ZLanguage, texts: ZI18nextJson });
export const ZImportResult = z.object({ saved: z.number().int(), unchanged: z.number().int() });

export const ZExportTranslationsQuery = z.object({ language: ZLanguage });
/** The language's texts as the console would show them after a publish (drafts over published over shipped). */
export const ZExportedTranslations = z.record(z.string(), z.string());

export const ZPublishTranslations = z.strictObject({
  /** The version the publisher looked at: refused (274) when someone published since. */
  baseVersion: z.number().int().nullable(),
});

export const ZPublishedParams = z.object({ language: ZLanguage });
/** The published overrides for one language: what the console lays over its shipped texts. */
export const ZPublishedBundle = z
  .object({ language: ZLanguage, version: z.number().int().nullable(), texts: z.record(z.string(), z.string()) })
  .meta({ id: 'PublishedTranslations' });
export type TPublishedBundle = z.infer<typeof ZPublishedBundle>;

export const ZOwnLanguage = z.strictObject({ language: ZLanguage });
