import { type CalendarDate, parseDate } from '@internationalized/date';
import { CalendarDays, X } from 'lucide-react';
import { Button, DateInput, DatePicker, DateSegment, Group, I18nProvider } from 'react-aria-components';
import { useT } from '../../lib/i18n/use-t.ts';
import { CalendarPopover } from './calendar-popover.tsx';
import type { DateFieldProps as Props } from './date-field.tsx';

/** The console reads and writes dates as dd/MM/yyyy everywhere (spec point 9), whatever the browser's locale. */
export const DATE_LOCALE = 'en-GB';

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
 * with @internationalized/date weigh more than the rest of a report page). One day, typed in dd/MM/yyyy segments or picked on a calendar (React Aria: keyboard and screen
 * readers, the en-GB order whatever the browser's locale), so a filter reads like the tables under it.
 */
export default function DatePickerField({ label, value, onChange, min, max }: Props) {
  const date = calendarDateOf(value);
  const t = useT();
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <DatePicker
        className="date-field"
        aria-label={label}
        value={date}
        minValue={calendarDateOf(min) ?? undefined}
        maxValue={calendarDateOf(max) ?? undefined}
        onChange={(picked) => onChange(picked ? picked.toString() : null)}
      >
        <Group className="date-field-group">
          <DateInput className="date-input">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          {date && (
            <Button className="date-field-button" aria-label={`Clear ${label}`} onPress={() => onChange(null)}>
              <X size={14} aria-hidden="true" />
            </Button>
          )}
          <Button className="date-field-button" aria-label={t('date.chooseOn', { label })}>
            <CalendarDays size={14} aria-hidden="true" />
          </Button>
        </Group>
        <CalendarPopover label={label} />
      </DatePicker>
    </I18nProvider>
  );
}
