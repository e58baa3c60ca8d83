import type { TCalendarEvent } from '@crm/contracts';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import FullCalendar, {
  type DateSelectInfo,
  type DatesSetInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import '@fullcalendar/react/skeleton.css';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/themes/classic/theme.css';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Check } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';
import './calendar.css';
import { useCalendarLocale } from './use-calendar-locale.ts';

export type TCalendarViewName = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek' | 'listMonth';

export type TCalendarViewProps = {
  events: readonly TCalendarEvent[];
  initialView: TCalendarViewName;
  /** The views the toolbar offers, in order. */
  views: readonly TCalendarViewName[];
  /** The clock the calendar reads "today" and "now" from (tests set it; the app passes the system's). */
  now: () => Date;
  /** The visible range changed (a view switch, a page): the parent fetches it. */
  onRange: (range: { start: Date; end: Date }) => void;
  /** A click on a day or a drag over slots: plan an event there. */
  onSelect?: (range: { start: Date; end: Date; allDay: boolean }) => void;
  onOpen: (event: TCalendarEvent) => void;
  /** A drag (move) or a resize; `revert` puts it back when the server refuses. */
  onTimesChange: (event: TCalendarEvent, times: { start: Date; end: Date }, revert: () => void) => void;
  height?: number | 'auto';
  /** Name the client on follow-ups (not on a client's own page, where every one is theirs). */
  showClient?: boolean;
};

const VIEW_LABELS = {
  dayGridMonth: 'calendar.view.month',
  timeGridWeek: 'calendar.view.week',
  timeGridDay: 'calendar.view.day',
  listWeek: 'calendar.view.agenda',
  listMonth: 'calendar.view.agenda',
} as const satisfies Record<TCalendarViewName, keyof typeof enCalendar>;

const eventOf = (extended: Record<string, unknown>) => extended.event as TCalendarEvent;

/** What FullCalendar draws of an event: only the owner can drag it; its type, state and colour as classes. */
const toInput = (e: TCalendarEvent): EventInput => ({
  id: e._id,
  title: e.title,
  start: e.start,
  end: e.end,
  editable: e.editable && !e.completed,
  className: ['cal-event', `cal-type-${e.eventType}`, e.completed && 'cal-completed', e.overdue && 'cal-overdue']
    .filter(Boolean)
    .join(' '),
  extendedProps: { event: e },
});

/** One event's face: time, title, and its state in words (never by colour alone). */
function EventFace({ arg, showClient }: { arg: EventDisplayInfo; showClient: boolean }) {
  const t = useT(enCalendar);
  const e = eventOf(arg.event.extendedProps);
  return (
    // A short event (half an hour) keeps to one line, so nothing spills out of its box.
    <span className={arg.isShort ? 'cal-face short' : 'cal-face'}>
      {arg.timeText && <span className="cal-time">{arg.timeText}</span>}
      {e.completed && <Check size={12} aria-label={t('calendar.completed')} />}
      <span className="cal-title">{arg.event.title}</span>
      {e.user && showClient && !arg.view.type.startsWith('dayGrid') && (
        <span className="cal-client">· {e.user.name}</span>
      )}
      {e.overdue && <span className="cal-badge">{t('calendar.overdue')}</span>}
    </span>
  );
}

/**
 * The calendar (FullCalendar): month, week, day and agenda views, drag to move or resize an own
 * event, click or select to plan one, click an event to open it. Colours come from the theme's
 * custom properties (calendar.css), so every theme, light or dark, draws it.
 */
export function CalendarView({
  events,
  initialView,
  views,
  now,
  onRange,
  onSelect,
  onOpen,
  onTimesChange,
  height,
  showClient = true,
}: TCalendarViewProps) {
  const t = useT(enCalendar);
  // FullCalendar's own words (day and month names, "all-day", "+2 more") in Greek when Greek is on;
  // its dates day first (en-GB, the week's day headers dd/MM) in English.
  const { locale, weekDayHeader } = useCalendarLocale();
  const changed = (arg: EventDropInfo | EventResizeDoneInfo) => {
    const { start, end } = arg.event;
    if (!start || !end) return arg.revert();
    onTimesChange(eventOf(arg.event.extendedProps), { start, end }, arg.revert);
  };
  return (
    <div className="cal">
      <FullCalendar
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={initialView}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: views.join(',') }}
        // Each button's accessible name holds its visible word (the default hint of Today is "This Week").
        buttons={{
          today: { text: t('calendar.view.today'), hint: t('calendar.view.today') },
          ...Object.fromEntries(
            views.map((v) => [
              v,
              { text: t(VIEW_LABELS[v]), hint: t('calendar.view.hint', { view: t(VIEW_LABELS[v]) }) },
            ]),
          ),
        }}
        locale={locale}
        {...(weekDayHeader && { views: { timeGridWeek: { dayHeaderFormat: weekDayHeader } } })}
        now={() => now()}
        nowIndicator
        firstDay={1}
        height={height ?? 'auto'}
        scrollTime="08:00:00"
        dayMaxEvents
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        // The start alone on the face: a half-hour event has room for its title then.
        displayEventEnd={false}
        events={events.map(toInput)}
        eventContent={(arg) => <EventFace arg={arg} showClient={showClient} />}
        datesSet={(arg: DatesSetInfo) => onRange({ start: arg.start, end: arg.end })}
        selectable={Boolean(onSelect)}
        selectMirror
        select={(arg: DateSelectInfo) => {
          arg.view.calendar.unselect();
          onSelect?.({ start: arg.start, end: arg.end, allDay: arg.allDay });
        }}
        eventClick={(arg: EventClickInfo) => {
          arg.jsEvent.preventDefault();
          onOpen(eventOf(arg.event.extendedProps));
        }}
        eventDrop={changed}
        eventResize={changed}
        noEventsContent={t('calendar.view.nothing')}
      />
    </div>
  );
}
