import type { enShell } from '@crm/contracts/locales/en/shell';
import { useSyncExternalStore } from 'react';
import { registerEnglish, type TArea, type TKey, type TKeyOf, type TValues } from './english.ts';
import { currentTranslator, subscribeTranslator } from './translator.ts';

/** `t` for the shell's and kit's keys and those of the areas named. */
export type TTranslateIn<K extends string> = (key: K, values?: TValues) => string;
type TAreaKeys<A extends readonly TArea[]> = TKeyOf<typeof enShell> | TKeyOf<A[number]>;
/** The `t` of `useT(area)`, for a helper that takes it (a column list made from `t`). */
export type TTranslateOf<A extends TArea> = TTranslateIn<TAreaKeys<[A]>>;

/**
 * The console's `t`, re-rendering its component when the language changes. A page names its areas
 * (`useT(enClients)`): their English is registered before the first render, and `t` accepts their
 * keys and the shell's and kit's only, so a key of an area the page did not load does not compile.
 */
export function useT<const A extends readonly TArea[]>(...areas: A): TTranslateIn<TAreaKeys<A>> {
  for (const area of areas) registerEnglish(area);
  const { t } = useSyncExternalStore(subscribeTranslator, currentTranslator);
  return t as TTranslateIn<TAreaKeys<A>>;
}

/**
 * `t` outside React for the areas named (a toast's text, a message made in a callback, a column
 * list built once): registers them when the module that calls it loads, and speaks the language of
 * the moment it is called.
 */
export function areaTranslate<const A extends readonly TArea[]>(...areas: A): TTranslateIn<TAreaKeys<A>> {
  for (const area of areas) registerEnglish(area);
  return (key, values) => currentTranslator().t(key as TKey, values);
}
