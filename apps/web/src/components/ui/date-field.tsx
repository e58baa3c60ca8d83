import './date-field.css';
import { CalendarDays, X } from 'lucide-react';
import { lazy, Suspense } from 'react';

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
    <Suspense fallback={<DateFieldPlaceholder value={props.value} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** The ISO day's dd/MM/yyyy segments and separators, or the empty field's placeholders. */
function segmentsOf(iso: string | null): { text: string; placeholder: boolean }[] {
  const [year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')?.slice(1) ?? [];
  const parts = year && month && day ? [day, month, year] : null;
  return ['dd', '/', 'mm', '/', 'yyyy'].map((text, i) => {
    if (text === '/') return { text, placeholder: false };
    const part = parts?.[i / 2];
    return part ? { text: part, placeholder: false } : { text, placeholder: true };
  });
}

/** What the field looks like before the picker has loaded: its classes, text and buttons' boxes, inert. */
function DateFieldPlaceholder({ value }: { value: string | null }) {
  return (
    <div className="date-field" aria-hidden="true">
      <div className="date-field-group">
        <div className="date-input">
          {segmentsOf(value).map((s, i) => (
            <span
              // The five segments never reorder.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              key={i}
              className="date-segment"
              data-type={s.text === '/' ? 'literal' : undefined}
              data-placeholder={s.placeholder || undefined}
            >
              {s.text}
            </span>
          ))}
        </div>
        {value && (
          <span className="date-field-button">
            <X size={14} />
          </span>
        )}
        <span className="date-field-button">
          <CalendarDays size={14} />
        </span>
      </div>
    </div>
  );
}
