import type { TLanguage } from '@crm/contracts/languages';
import { type TTranslate, translateEnglish } from './english.ts';

/**
 * The console's current language and its `t`, as a tiny store the `useT` hook subscribes to: one
 * change of language re-renders every component that shows words. English is there from the start;
 * another language swaps in i18next's `t` once its texts have loaded (load-language.ts).
 */
let current: { language: TLanguage; t: TTranslate } = { language: 'en', t: translateEnglish };
const listeners = new Set<() => void>();

export const currentTranslator = () => current;

export function setTranslator(language: TLanguage, t: TTranslate): void {
  current = { language, t };
  for (const listener of listeners) listener();
}

export function subscribeTranslator(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `t` outside React (a toast's text, an error message made in a callback): the language of now. */
export const translate: TTranslate = (key, values) => current.t(key, values);
