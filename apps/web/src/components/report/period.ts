/**
 * Report periods: a preset resolves to inclusive ISO days (yyyy-MM-dd) from the reporting day the
 * caller gives ("today" in the brokerage's time zone). Pure: the clock is read by the caller, once,
 * so a test (and a link opened tomorrow) gets the same answer for the same day.
 * Days are counted in UTC on purpose: a calendar day has no time zone of its own, and UTC has no
 * daylight-saving jumps that would make a 23- or 25-hour day.
 */

export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'yearToDate',
  'custom',
] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Inclusive ISO days; a custom period may leave a side open (null) until both fields are filled. */
export type Period = { from: string | null; to: string | null };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const isPeriodPreset = (value: string | null | undefined): value is PeriodPreset =>
  PERIOD_PRESETS.includes(value as PeriodPreset);

/** The day as UTC midnight, or null when it is not a real calendar day (2026-02-30). */
export function parseIsoDay(iso: string | null | undefined): Date | null {
  const match = iso ? ISO_DAY.exec(iso) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999, which made a year
  // typed digit by digit (0002 on the way to 2020) read as no day and reset the field.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

export const isoDayOf = (date: Date) => date.toISOString().slice(0, 10);

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** `today` resolved: throws on a malformed day, which is the caller's bug, not the user's input. */
function dayOf(today: string): Date {
  const date = parseIsoDay(today);
  if (!date) throw new RangeError(`Not an ISO day: ${today}`);
  return date;
}

/** The preset's days, counted from `today` (yyyy-MM-dd); `custom` has no days of its own. */
export function resolvePeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): { from: string; to: string } {
  const day = dayOf(today);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const range = (from: Date, to: Date) => ({ from: isoDayOf(from), to: isoDayOf(to) });
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday': {
      const yesterday = addDays(day, -1);
      return range(yesterday, yesterday);
    }
    case 'thisWeek': {
      // ISO weeks start on Monday: getUTCDay() is 0 for Sunday, which is the week's 7th day.
      const sinceMonday = (day.getUTCDay() + 6) % 7;
      return range(addDays(day, -sinceMonday), day);
    }
    case 'last7Days':
      return range(addDays(day, -6), day);
    case 'last30Days':
      return range(addDays(day, -29), day);
    case 'thisMonth':
      return range(utc(year, month, 1), day);
    case 'lastMonth':
      // Day 0 of this month is the last day of the one before (Date.UTC rolls the year back in January).
      return range(utc(year, month - 1, 1), utc(year, month, 0));
    case 'thisQuarter':
      return range(utc(year, month - (month % 3), 1), day);
    case 'yearToDate':
      return range(utc(year, 0, 1), day);
  }
}

/** The reporting day in a time zone (yyyy-MM-dd) at the instant given: the one place that reads a clock's value. */
export function reportingDay(timeZone: string, now: Date): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** dd/MM/yyyy, as the console shows every date. */
export function formatDay(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
