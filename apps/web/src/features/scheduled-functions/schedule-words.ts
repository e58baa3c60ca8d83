import type { TLanguage } from '@crm/contracts/languages';
import cronstrueDefault from 'cronstrue';
import { elCronLocale } from './cron-locale-el.ts';

type TCronstrue = typeof cronstrueDefault;
/**
 * cronstrue is CommonJS with `exports.default`: the build imports it the Node way (the default is
 * the whole `exports`), vitest the Babel way (the default is `exports.default`). Either way this is
 * the class that holds the locales.
 */
const cronstrueOf = (m: TCronstrue | { default: TCronstrue }): TCronstrue => ('locales' in m ? m : m.default);
const cronstrue = cronstrueOf(cronstrueDefault);

// cronstrue's main build carries English only; Greek is ours (cron-locale-el.ts), added the way
// cronstrue's own locale files add theirs. Only this page's chunk loads cronstrue.
cronstrue.locales.el = elCronLocale;

/**
 * A cron expression in words in the console's language, with the server's options
 * (`describeCron`, apps/server/src/jobs/cron.ts), so the English is the API's `schedule` word for
 * word. Times are UTC, as the schedule is; the page says so where it shows them. An expression
 * cronstrue cannot read is shown as it is, as the server does.
 */
export function describeSchedule(cron: string, language: TLanguage): string {
  try {
    return cronstrue.toString(cron, { use24HourTimeFormat: true, verbose: false, locale: language });
  } catch {
    return cron;
  }
}
