import './date-field.css';
import { lazy, Suspense } from 'react';
import { DateFieldPlaceholder, placeholderSegments } from './date-field-placeholder.tsx';

export type DateTimeFieldProps = {
  /** The field's name for screen readers (and the calendar's dialog): the visible label's words. */
  label: string;
  /**
   * The staff member's local time to the minute, `yyyy-MM-ddTHH:mm` (what `datetime-local` gave,
   * so form schemas turn it into an instant the same way), or '' while empty or half-typed.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The id a `<label htmlFor>` points at, and the error the field is described by (FormField's control). */
  id?: string;
  'aria-describedby'?: string | undefined;
  isInvalid?: boolean;
  isDisabled?: boolean;
};

// The same lazily loaded React Aria date picker as the date field (date-field.tsx), with hours and minutes.
const DateTimePicker = lazy(() => import('./date-time-picker.tsx'));

/**
 * A day and a time, typed as dd/MM/yyyy HH:mm segments (24-hour clock) or with the day picked on a
 * calendar, whatever the browser's locale: never a native `datetime-local`, which writes mm/dd/yyyy
 * and a 12-hour clock in an en-US browser. Works as a react-hook-form controlled input
 * (form-date-time-field.tsx).
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder segments={segmentsOf(props.value)} clearable={false} />}>
      <DateTimePicker {...props} />
    </Suspense>
  );
}

/** The local time's dd/MM/yyyy HH:mm segments and separators, or the empty field's placeholders. */
function segmentsOf(local: string) {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local)?.slice(1);
  const [year, month, day, hour, minute] = parts ?? [];
  return placeholderSegments(
    ['dd', '/', 'mm', '/', 'yyyy', ' ', '––', ':', '––'],
    year && month && day && hour && minute ? [day, month, year, hour, minute] : null,
  );
}
