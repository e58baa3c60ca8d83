import './date-field.css';
import { lazy, Suspense } from 'react';
import { DateFieldPlaceholder, placeholderSegments } from './date-field-placeholder.tsx';

export type DateFieldProps = {
  /** Read by screen readers, and shown on the calendar's dialog. */
  label: string;
  /** ISO date (yyyy-MM-dd) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string | null;
  max?: string | null;
};

// React Aria's date picker, calendar and @internationalized/date are the heaviest part of a report
// page (~45 KB gzip) and only a Custom period or a list's date filter shows them: fetched on first
// use, the same way the charts are.
const DatePickerField = lazy(() => import('./date-picker.tsx'));

/**
 * One day, typed in dd/MM/yyyy segments or picked on a calendar (date-picker.tsx). Until the picker
 * has loaded, the same box with the same text stands in its place, so nothing moves when it arrives.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder segments={segmentsOf(props.value)} clearable={Boolean(props.value)} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** The ISO day's dd/MM/yyyy segments and separators, or the empty field's placeholders. */
function segmentsOf(iso: string | null) {
  const [year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')?.slice(1) ?? [];
  return placeholderSegments(['dd', '/', 'mm', '/', 'yyyy'], year && month && day ? [day, month, year] : null);
}
