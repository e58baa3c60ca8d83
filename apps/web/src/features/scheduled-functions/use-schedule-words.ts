import { useSyncExternalStore } from 'react';
import { currentTranslator, subscribeTranslator } from '../../lib/i18n/translator.ts';
import { describeSchedule } from './schedule-words.ts';

/** `describeSchedule` in the console's language of the moment, re-rendering when it changes. */
export function useScheduleWords(): (cron: string) => string {
  const { language } = useSyncExternalStore(subscribeTranslator, currentTranslator);
  return (cron) => describeSchedule(cron, language);
}
