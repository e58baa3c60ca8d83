import { type CalendarDate, parseDate } from '@internationalized/date';
import type { DateFieldProps as Props } from './date-field.tsx';
import { DatePickerFrame } from './date-picker-frame.tsx';

/** An ISO date (yyyy-MM-dd) as React Aria's date, or null when empty or not a date. */
export function calendarDateOf(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * The date field itself, loaded on demand by date-field.tsx (React Aria's date picker and calendar
 * with @internationalized/date weigh more than the rest of a report page). One day, typed in
 * dd/MM/yyyy segments or picked on a calendar (React Aria: keyboard and screen readers), so a filter
 * reads like the tables under it; a chosen day can be cleared.
 */
export default function DatePickerField({ label, value, onChange, min, max }: Props) {
  const date = calendarDateOf(value);
  return (
    <DatePickerFrame
      label={label}
      value={date}
      minValue={calendarDateOf(min) ?? undefined}
      maxValue={calendarDateOf(max) ?? undefined}
      onChange={(picked) => onChange(picked ? picked.toString() : null)}
      onClear={date ? () => onChange(null) : undefined}
    />
  );
}
