/**
 * The console's languages (issue 18), without zod: the console's first chunk reads these. English
 * is the source; the others translate it.
 */
export const LANGUAGES = ['en', 'el'] as const;
export const SOURCE_LANGUAGE = 'en';
export type TLanguage = (typeof LANGUAGES)[number];
/** The language's own name, as a picker shows it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', el: 'Ελληνικά' };
export const isLanguage = (value: unknown): value is TLanguage => LANGUAGES.includes(value as TLanguage);
