import { LANGUAGES, SOURCE_LANGUAGE, type TLanguage } from './languages.ts';

/**
 * The translation tool's plain values, without zod: its page imports them by subpath
 * (`@crm/contracts/translation-values`) and so loads no schema code; `translations.ts` builds its
 * schemas on them.
 */

/** The languages staff translate into (everything but the source). */
export const TARGET_LANGUAGES = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE) as readonly TLanguage[];

/** Where a key × language stands, in the order the tool lists them (what needs work first). */
export const TRANSLATION_STATES = ['missing', 'outdated', 'draft', 'published', 'shipped'] as const;
export type TTranslationState = (typeof TRANSLATION_STATES)[number];
