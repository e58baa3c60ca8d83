import type { DateValue } from '@internationalized/date';
import { CalendarDays, X } from 'lucide-react';
import {
  Button,
  DateInput,
  DatePicker,
  type DatePickerProps,
  DateSegment,
  Group,
  I18nProvider,
} from 'react-aria-components';
import { useT } from '../../lib/i18n/use-t.ts';
import { CalendarPopover } from './calendar-popover.tsx';

/** The console reads and writes dates as dd/MM/yyyy everywhere (spec point 9), whatever the browser's locale. */
export const DATE_LOCALE = 'en-GB';

type Props<T extends DateValue> = Omit<DatePickerProps<T>, 'className' | 'aria-label' | 'children'> & {
  label: string;
  /** Shown as a clear button beside the calendar's when given (a filter that may be emptied). */
  onClear?: (() => void) | undefined;
  /** How a separator between segments reads; as React Aria writes it when not given. */
  literal?: (text: string) => string;
};

/**
 * What the date and the date-time pickers share: React Aria's picker in the en-GB order whatever the
 * browser's locale, its typed segments, the calendar button and its popover. Each picker gives its
 * value, granularity and the rest of React Aria's props.
 */
export function DatePickerFrame<T extends DateValue>({ label, onClear, literal, ...picker }: Props<T>) {
  const t = useT();
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <DatePicker {...picker} className="date-field" aria-label={label}>
        <Group className="date-field-group">
          <DateInput className="date-input">
            {(segment) => (
              <DateSegment segment={segment} className="date-segment">
                {literal && segment.type === 'literal' ? literal(segment.text) : segment.text}
              </DateSegment>
            )}
          </DateInput>
          {onClear && (
            <Button className="date-field-button" aria-label={t('date.clear', { label })} onPress={onClear}>
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
