import type { FormatterInput, LocaleInput } from '@fullcalendar/react';
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

/** The English week's day headers, "Mon 23/11": dd/MM as the console writes dates everywhere. */
const DAY_FIRST: FormatterInput = { weekday: 'short', day: '2-digit', month: '2-digit', omitCommas: true };

/**
 * The FullCalendar locale of the console's language, and the week's day header format when the
 * language sets one. English is en-GB (a few hundred bytes, carried with the calendar), so its
 * titles and lists read day first too, and its week heads each day "Mon 23/11" (FullCalendar's
 * own shows the day of the month alone). Greek keeps its locale's own. The calendar waits for
 * another language's locale (Suspense) rather than drawing English day names first.
 */
export function useCalendarLocale(): { locale: LocaleInput; weekDayHeader?: FormatterInput } {
  const language = useSyncExternalStore(subscribeTranslator, () => currentTranslator().language);
  return isLocalised(language) ? { locale: use(localeOf(language)) } : { locale: enGb, weekDayHeader: DAY_FIRST };
}
