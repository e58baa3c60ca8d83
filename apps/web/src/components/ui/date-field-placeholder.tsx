import { CalendarDays, X } from 'lucide-react';

/** One segment or separator of a date field as the placeholder draws it. */
export type TPlaceholderSegment = { text: string; placeholder: boolean };

/** Splits fixed separators from the value's parts: `[day, '/', month, …]` with `parts` in the same order. */
export function placeholderSegments(layout: readonly string[], parts: readonly string[] | null): TPlaceholderSegment[] {
  let next = 0;
  return layout.map((text) => {
    if (!/^[a-z–]+$/.test(text)) return { text, placeholder: false };
    const part = parts?.[next++];
    return part ? { text: part, placeholder: false } : { text, placeholder: true };
  });
}

/**
 * What a date or date-time field looks like before React Aria's picker (loaded on first use) has
 * arrived: its classes, text and buttons' boxes, inert, so nothing moves when the picker takes its place.
 */
export function DateFieldPlaceholder({ segments, clearable }: { segments: TPlaceholderSegment[]; clearable: boolean }) {
  return (
    <div className="date-field" aria-hidden="true">
      <div className="date-field-group">
        <div className="date-input">
          {segments.map((s, i) => (
            <span
              // The segments never reorder.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              key={i}
              className="date-segment"
              data-type={s.placeholder || /\d/.test(s.text) ? undefined : 'literal'}
              data-placeholder={s.placeholder || undefined}
            >
              {s.text}
            </span>
          ))}
        </div>
        {clearable && (
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
