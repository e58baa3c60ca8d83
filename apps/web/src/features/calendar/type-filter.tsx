import { CALENDAR_EVENT_TYPES, type TCalendarEventType } from '@crm/contracts/calendar-event-types';
import { eventTypeColor, eventTypeLabel } from './event-type-style.ts';

type Props = { shown: ReadonlySet<TCalendarEventType>; onChange: (shown: Set<TCalendarEventType>) => void };

/** The event types as toggles, each in its colour: also the calendar's legend. */
export function TypeFilter({ shown, onChange }: Props) {
  const toggle = (type: TCalendarEventType) => {
    const next = new Set(shown);
    if (next.has(type)) next.delete(type);
    else next.add(type);
    onChange(next);
  };
  return (
    <fieldset className="cal-filter">
      <legend className="visually-hidden">Event types shown</legend>
      {CALENDAR_EVENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className="cal-chip"
          aria-pressed={shown.has(type)}
          onClick={() => toggle(type)}
        >
          <span className="cal-dot" style={{ background: eventTypeColor(type) }} aria-hidden="true" />
          {eventTypeLabel(type)}
        </button>
      ))}
    </fieldset>
  );
}

/** The `types` URL parameter (comma-separated); absent means every type. */
export function parseTypes(value: string | null): Set<TCalendarEventType> {
  if (value === null) return new Set(CALENDAR_EVENT_TYPES);
  const wanted = new Set(value.split(','));
  return new Set(CALENDAR_EVENT_TYPES.filter((t) => wanted.has(t)));
}

export const formatTypes = (shown: ReadonlySet<TCalendarEventType>) =>
  shown.size === CALENDAR_EVENT_TYPES.length ? null : CALENDAR_EVENT_TYPES.filter((t) => shown.has(t)).join(',');
