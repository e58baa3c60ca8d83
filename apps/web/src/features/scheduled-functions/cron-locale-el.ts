import type { Locale } from 'cronstrue/dist/i18n/locale';

/** Saturday is the one neuter day (το Σάββατο): articles and ordinals agree with it. */
const SATURDAY = '6';
const isOne = (s?: string) => s === '1';
const isSaturday = (day?: string) => day === SATURDAY;

/** A feminine ordinal (πρώτη Δευτέρα) or, for Saturday, a neuter one (πρώτο Σάββατο). */
const ordinal = (feminine: string, neuter: string) => (day?: string) => (isSaturday(day) ? neuter : feminine);

/**
 * Greek for cronstrue, which ships none: written against its `Locale` interface (the extension
 * point its own locales use: `cronstrue.locales[code] = new Locale()`). The phrases are glued
 * together by cronstrue in English word order, so each is written to read naturally in that order
 * ("Στις 03:00, κάθε Δευτέρα έως Παρασκευή"). Months are in the accusative, as every phrase that
 * names one needs (τον Μάρτιο, από Ιανουάριο έως Μάρτιο). Times are 24-hour.
 */
export const elCronLocale: Locale = {
  // cronstrue lists with a serial comma ("Monday, Wednesday, and Friday"), which Greek has not, and
  // puts a list holding a range after "every" (κάθε από Δευτέρα…), where Greek says "από" alone.
  conciseVerbosityReplacements: () => ({ ', και (?!κάθε )': ' και ', 'κάθε από ': 'από ' }),
  atX0SecondsPastTheMinuteGt20: () => null,
  atX0MinutesPastTheHourGt20: () => null,
  commaMonthX0ThroughMonthX1: () => null,
  commaYearX0ThroughYearX1: () => null,
  use24HourTimeFormatByDefault: () => true,
  anErrorOccuredWhenGeneratingTheExpressionD: () =>
    'Η περιγραφή του χρονοδιαγράμματος δεν ήταν δυνατή. Ελέγξτε τη σύνταξη της έκφρασης cron.',
  everyMinute: () => 'κάθε λεπτό',
  everyHour: () => 'κάθε ώρα',
  atSpace: () => 'Στις ',
  everyMinuteBetweenX0AndX1: () => 'Κάθε λεπτό μεταξύ %s και %s',
  at: () => 'Στις',
  spaceAnd: () => ' και',
  everySecond: () => 'κάθε δευτερόλεπτο',
  everyX0Seconds: (s) => (isOne(s) ? 'κάθε %s δευτερόλεπτο' : 'κάθε %s δευτερόλεπτα'),
  secondsX0ThroughX1PastTheMinute: () => 'από το δευτερόλεπτο %s έως το %s κάθε λεπτού',
  atX0SecondsPastTheMinute: (s) => (isOne(s) ? 'στο %s δευτερόλεπτο κάθε λεπτού' : 'στα %s δευτερόλεπτα κάθε λεπτού'),
  everyX0Minutes: (s) => (isOne(s) ? 'κάθε %s λεπτό' : 'κάθε %s λεπτά'),
  minutesX0ThroughX1PastTheHour: () => 'από το λεπτό %s έως το %s κάθε ώρας',
  atX0MinutesPastTheHour: (s) => (isOne(s) ? 'στο %s λεπτό κάθε ώρας' : 'στα %s λεπτά κάθε ώρας'),
  onTheHour: () => 'στην αρχή της ώρας',
  everyX0Hours: (s) => (isOne(s) ? 'κάθε %s ώρα' : 'κάθε %s ώρες'),
  betweenX0AndX1: () => 'μεταξύ %s και %s',
  atX0: () => 'στις %s',
  commaEveryDay: () => ', κάθε μέρα',
  commaEveryX0DaysOfTheWeek: () => ', κάθε %s ημέρες της εβδομάδας',
  commaX0ThroughX1: () => ', από %s έως %s',
  commaAndX0ThroughX1: () => ', από %s έως %s',
  first: ordinal('πρώτη', 'πρώτο'),
  second: ordinal('δεύτερη', 'δεύτερο'),
  third: ordinal('τρίτη', 'τρίτο'),
  fourth: ordinal('τέταρτη', 'τέταρτο'),
  fifth: ordinal('πέμπτη', 'πέμπτο'),
  // τη δεύτερη, την πρώτη/τρίτη/τέταρτη/πέμπτη (the final ν stays before a vowel or a stop).
  commaOnThe: (s, day) => (isSaturday(day) ? ', το ' : s === '2' ? ', τη ' : ', την '),
  spaceX0OfTheMonth: () => ' %s του μήνα',
  lastDay: () => 'την τελευταία ημέρα',
  commaOnTheLastX0OfTheMonth: (s) => (isSaturday(s) ? ', το τελευταίο %s του μήνα' : ', την τελευταία %s του μήνα'),
  commaOnlyOnX0: () => ', κάθε %s',
  commaAndOnX0: () => ', και κάθε %s',
  commaEveryX0Months: () => ', κάθε %s μήνες',
  commaOnlyInX0: () => ', μόνο τον %s',
  commaOnTheLastDayOfTheMonth: () => ', την τελευταία ημέρα του μήνα',
  commaOnTheLastWeekdayOfTheMonth: () => ', την τελευταία εργάσιμη ημέρα του μήνα',
  commaDaysBeforeTheLastDayOfTheMonth: (s) =>
    isOne(s) ? ', %s ημέρα πριν από την τελευταία του μήνα' : ', %s ημέρες πριν από την τελευταία του μήνα',
  firstWeekday: () => 'την πρώτη εργάσιμη ημέρα',
  weekdayNearestDayX0: () => 'την εργάσιμη ημέρα πλησιέστερα στις %s',
  commaOnTheX0OfTheMonth: () => ', %s του μήνα',
  commaDaysBeforeTheX0OfTheMonth: (s) =>
    isOne(s) ? ', %s ημέρα πριν από %s του μήνα' : ', %s ημέρες πριν από %s του μήνα',
  commaDaysAfterTheX0OfTheMonth: (s) => (isOne(s) ? ', %s ημέρα μετά %s του μήνα' : ', %s ημέρες μετά %s του μήνα'),
  commaEveryX0Days: () => ', κάθε %s ημέρες του μήνα',
  commaBetweenDayX0AndX1OfTheMonth: () => ', από τις %s έως τις %s του μήνα',
  // την 1η του μήνα, but στις 15 του μήνα, στις 1 και 15 του μήνα.
  commaOnDayX0OfTheMonth: (s) => (isOne(s) ? ', την %sη του μήνα' : ', στις %s του μήνα'),
  commaEveryX0Years: (s) => (isOne(s) ? ', κάθε %s χρόνο' : ', κάθε %s χρόνια'),
  commaStartingX0: () => ', ξεκινώντας από %s',
  daysOfTheWeek: () => ['Κυριακή', 'Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο'],
  monthsOfTheYear: () => [
    'Ιανουάριο',
    'Φεβρουάριο',
    'Μάρτιο',
    'Απρίλιο',
    'Μάιο',
    'Ιούνιο',
    'Ιούλιο',
    'Αύγουστο',
    'Σεπτέμβριο',
    'Οκτώβριο',
    'Νοέμβριο',
    'Δεκέμβριο',
  ],
  atReboot: () => 'Μία φορά, κατά την εκκίνηση',
};
