import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, Calendar, CalendarCell, CalendarGrid, Dialog, Heading, Popover } from 'react-aria-components';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The month calendar that a date field's button opens, shared by the date field and the date-time
 * field so both pick days the same way. It must sit inside a React Aria DatePicker, which wires it.
 */
export function CalendarPopover({ label }: { label: string }) {
  const t = useT();
  return (
    <Popover className="date-popover" placement="bottom start">
      <Dialog className="date-dialog" aria-label={label}>
        <Calendar className="calendar">
          <header className="calendar-header">
            <Button slot="previous" className="date-field-button" aria-label={t('date.previousMonth')}>
              <ChevronLeft size={16} aria-hidden="true" />
            </Button>
            <Heading className="calendar-heading" />
            <Button slot="next" className="date-field-button" aria-label={t('date.nextMonth')}>
              <ChevronRight size={16} aria-hidden="true" />
            </Button>
          </header>
          <CalendarGrid className="calendar-grid">
            {(day) => <CalendarCell date={day} className="calendar-cell" />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
