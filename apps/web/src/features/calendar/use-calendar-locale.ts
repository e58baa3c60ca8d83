import type { LocaleInput } from '@fullcalendar/react';
import enGb from '@fullcalendar/react/locales/en-gb';
import { use, useSyncExternalStore } from 'react';
import { currentTranslator, subscribeTranslator } from '../../lib/i18n/translator.ts';

/** FullCalendar's locales the console speaks besides English, each fetched only when that language is on. */
const LOCALES = {
  el: () => import('@fullcalendar/react/locales/el').then((m) => m.default),
} as const satisfies Record<string, () => Promise<LocaleInput>>;

const loading = new Map<keyof typeof LOCALES, Promise<LocaleInput>>();
const isLocalised = (language: string): language is keyof typeof LOCALES => Object.hasOwn(LOCALES, language);

function localeOf(language: keyof typeof LOCALES): Promise<LocaleInput> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOCALES[language]();
    loading.set(language, pending);
  }
  return pending;
}

// Greek already on when the calendar's code arrives: its locale is fetched at once, beside it.
const atLoad = currentTranslator().language;
if (isLocalised(atLoad)) localeOf(atLoad).catch(() => {});

/**
 * The FullCalendar locale of the console's language; for English, en-GB (a few hundred bytes, so
 * carried with the calendar): its dates read day first, "Mon 24/11", like the rest of the console,
 * where FullCalendar's own English writes "Mon 11/24". The calendar waits for another language's
 * locale (Suspense) rather than drawing English day names first.
 */
export function useCalendarLocale(): LocaleInput {
  const language = useSyncExternalStore(subscribeTranslator, () => currentTranslator().language);
  return isLocalised(language) ? use(localeOf(language)) : enGb;
}
