import type { TCalendarEvent, TCalendarEventType } from '@crm/contracts';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { addMinutes, startOfHour } from 'date-fns';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import type { TCalendarViewName } from './calendar-view.tsx';
import { systemClock, type TClock } from './clock.ts';
import type { TEventDialogTarget } from './event-dialog.tsx';
import { LazyCalendarView } from './lazy-calendar-view.tsx';
import { TypeFilter } from './type-filter.tsx';
import { type TEventRange, useCalendarEvents } from './use-calendar-events.ts';
import { useEventChanges } from './use-event-changes.ts';

// The event form (the contracts' schemas, react-hook-form) is fetched when a dialog first opens.
const EventDialog = lazyDialog(() => import('./event-dialog.tsx').then((m) => m.EventDialog));

type Props = {
  /** A client's follow-ups (the client page); without, the caller's calendar. */
  client?: { _id: string; name: string };
  everyone?: boolean;
  shownTypes: ReadonlySet<TCalendarEventType>;
  onShownTypesChange: (shown: Set<TCalendarEventType>) => void;
  initialView: TCalendarViewName;
  views: readonly TCalendarViewName[];
  planLabel: string;
  clock?: TClock;
  height?: number | 'auto';
};

/** The next round half hour from now: where "Plan" puts a new event before the user picks a time. */
const nextSlot = (now: Date) => {
  const hour = startOfHour(now);
  return addMinutes(hour, now.getMinutes() < 30 ? 30 : 60);
};

/**
 * A calendar with its type filter, its "Plan" button and its dialog: the full calendar page and a
 * client's follow-ups are both this. Moves and resizes are saved at once; a refusal puts the event
 * back and says why.
 */
export function CalendarPanel({
  client,
  everyone,
  shownTypes,
  onShownTypesChange,
  initialView,
  views,
  planLabel,
  clock = systemClock,
  height,
}: Props) {
  const t = useT(enCalendar);
  const [range, setRange] = useState<TEventRange | null>(null);
  const { data = [], isError } = useCalendarEvents(range, { clientId: client?._id, everyone });
  const [dialog, setDialog] = useState<TEventDialogTarget | null>(null);
  const { update } = useEventChanges();
  const toast = useToast();
  const shown = data.filter((e) => shownTypes.has(e.eventType));
  const planAt = (start: Date, end: Date) =>
    setDialog({ kind: 'new', start, end, clientId: client?._id, clientName: client?.name });
  const onTimesChange = (event: TCalendarEvent, times: { start: Date; end: Date }, revert: () => void) =>
    update.mutate(
      { _id: event._id, start: times.start.toISOString(), end: times.end.toISOString() },
      {
        onSuccess: () => toast.success(t('calendar.moved', { title: event.title })),
        onError: (e) => {
          revert();
          toast.error(e instanceof ApiError ? e.message : t('calendar.notMoved'));
        },
      },
    );
  return (
    <div className="cal-panel">
      <div className="cal-panel-bar">
        <TypeFilter shown={shownTypes} onChange={onShownTypesChange} />
        <button
          type="button"
          className="button primary with-icon"
          onClick={() => {
            const start = nextSlot(clock());
            planAt(start, addMinutes(start, 30));
          }}
        >
          <CalendarPlus size={16} aria-hidden="true" />
          {planLabel}
        </button>
      </div>
      {isError && (
        <p role="alert" className="alert">
          {t('calendar.loadFailed')}
        </p>
      )}
      <LazyCalendarView
        events={shown}
        initialView={initialView}
        views={views}
        now={clock}
        height={height}
        showClient={!client}
        onRange={(next) =>
          setRange((prev) =>
            prev && prev.start.getTime() === next.start.getTime() && prev.end.getTime() === next.end.getTime()
              ? prev
              : next,
          )
        }
        onSelect={({ start, end, allDay }) => {
          // A day picked in the month view: nine in the morning, for half an hour.
          const from = allDay ? addMinutes(start, 9 * 60) : start;
          planAt(from, allDay ? addMinutes(from, 30) : end);
        }}
        onOpen={(event) => setDialog({ kind: 'existing', event })}
        onTimesChange={onTimesChange}
      />
      {dialog && <EventDialog target={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}
