import { unstorableTextReason } from '@crm/contracts';

/** The SQL types a client list sorts by, as a cursor casts its value back to them. */
export type SortValueType = 'timestamptz' | 'bigint' | 'text';

const BIGINT = /^-?\d{1,18}$/;
/** `timestamptz::text` as PostgreSQL writes it with DateStyle ISO: `2024-05-01 09:30:00.123456+00`. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** A real calendar day and time of day: PostgreSQL refuses 2024-02-30 or 25:00 as a 400 would not. */
function isTimestampText(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isDay = year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isDay && hour < 24 && minute < 60 && second < 60;
}

/**
 * True when `text` is a value the list could have written into a cursor for a column of `type`,
 * so casting it back in SQL cannot fail. 18 digits stay inside bigint's range.
 */
export function isSortValueText(type: SortValueType, text: string): boolean {
  if (type === 'bigint') return BIGINT.test(text);
  if (type === 'timestamptz') return isTimestampText(text);
  return unstorableTextReason(text) === null;
}
