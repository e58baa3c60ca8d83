import { type CalendarDateTime, parseDateTime } from '@internationalized/date';
import { DatePickerFrame } from './date-picker-frame.tsx';
import type { DateTimeFieldProps as Props } from './date-time-field.tsx';

/** A local `yyyy-MM-ddTHH:mm` as React Aria's date-time, or null when empty or not a time. */
export function dateTimeOf(local: string): CalendarDateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
  try {
    return parseDateTime(local.slice(0, 16));
  } catch {
    return null;
  }
}

/** React Aria's date-time back as `yyyy-MM-ddTHH:mm` (its own text carries seconds: `…T09:30:00`). */
const localOf = (value: CalendarDateTime) => value.toString().slice(0, 16);

/**
 * A separator as the console writes it: en-GB's ", " between day and time becomes a space, and the
 * invisible left-to-right marks around the time go (the console is left to right; they only made
 * the field's text differ from the tables').
 */
const literalOf = (text: string) => text.replace(/[\u2066-\u2069]/g, '').replace(/,\s*/, ' ');

/**
 * The date-time field itself, loaded on demand by date-time-field.tsx. en-GB writes the day first and
 * a 24-hour clock, but puts ", " between day and time: shown as a space, so it reads dd/MM/yyyy HH:mm
 * like the tables.
 */
export default function DateTimePicker({
  label,
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
  isInvalid,
  isDisabled,
}: Props) {
  return (
    <DatePickerFrame
      label={label}
      id={id}
      aria-describedby={describedBy}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      granularity="minute"
      hourCycle={24}
      shouldForceLeadingZeros
      value={dateTimeOf(value)}
      onChange={(picked) => onChange(picked ? localOf(picked) : '')}
      onBlur={onBlur}
      literal={literalOf}
    />
  );
}
