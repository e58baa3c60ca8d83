import { useSyncExternalStore } from 'react';
import type { TTranslate } from './english.ts';
import { currentTranslator, subscribeTranslator } from './translator.ts';

/** The console's `t`, re-rendering its component when the language changes. */
export function useT(): TTranslate {
  return useSyncExternalStore(subscribeTranslator, currentTranslator).t;
}
