import { lazy, Suspense } from 'react';
import type { TCalendarViewProps } from './calendar-view.tsx';

// FullCalendar is most of a calendar page's weight: its code is fetched apart from the page, from the
// moment a page that shows a calendar loads, so it arrives alongside the events rather than after them.
const pending = import('./calendar-view.tsx');
pending.catch(() => {}); // A failure is reported when the calendar renders (by the lazy component).
const CalendarView = lazy(() => pending.then((m) => ({ default: m.CalendarView })));

/**
 * The calendar, drawn once FullCalendar (and, in Greek, its Greek locale) has arrived. Until then an
 * empty calendar box of the same height holds its place, so nothing below it moves when it appears.
 */
export function LazyCalendarView(props: TCalendarViewProps) {
  const height = typeof props.height === 'number' ? props.height : undefined;
  return (
    <Suspense fallback={<div className="cal cal-waiting" style={{ height }} aria-busy="true" />}>
      <CalendarView {...props} />
    </Suspense>
  );
}
