import type { TLanguage } from '@crm/contracts/languages';
import type { enShell } from '@crm/contracts/locales/en/shell';
import { type TKeyOf, type TTranslate, translateEnglish } from './english.ts';

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

/**
 * `t` outside React for the shell's and kit's keys (a toast's text, an error message made in a
 * callback): the language of now. A page's own keys go through `areaTranslate(area)` (use-t.ts),
 * which loads their English first.
 */
export const translate = (key: TKeyOf<typeof enShell>, values?: Parameters<TTranslate>[1]): string =>
  current.t(key, values);
