import type { TLanguage } from './languages.ts';
import { en } from './locales/en.ts';
import { checkSourcedTranslation, type TMessageKey, type TTranslationProblem } from './translations.ts';

/**
 * What needs the English catalogue's texts themselves (its keys, a key's placeholders): apart from
 * `translations.ts`, which the contracts' index exports, so that a page importing the contracts'
 * schemas does not carry every page's words (`@crm/contracts/translation-catalogue`).
 */
export const MESSAGE_KEYS = Object.keys(en) as TMessageKey[];
export const isMessageKey = (key: string): key is TMessageKey => Object.hasOwn(en, key);

/** `checkSourcedTranslation` against the catalogue's English text of `key`: what the server checks. */
export const checkTranslation = (key: TMessageKey, language: TLanguage, text: string): TTranslationProblem | null =>
  checkSourcedTranslation(key, en[key], language, text);
