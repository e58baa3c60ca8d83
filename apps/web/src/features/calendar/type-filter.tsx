import { CALENDAR_EVENT_TYPES, type TCalendarEventType } from '@crm/contracts/calendar-event-types';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { useT } from '../../lib/i18n/use-t.ts';
import { eventTypeColor } from './event-type-style.ts';

type Props = { shown: ReadonlySet<TCalendarEventType>; onChange: (shown: Set<TCalendarEventType>) => void };

/** The event types as toggles, each in its colour: also the calendar's legend. */
export function TypeFilter({ shown, onChange }: Props) {
  const t = useT(enCalendar);
  const toggle = (type: TCalendarEventType) => {
    const next = new Set(shown);
    if (next.has(type)) next.delete(type);
    else next.add(type);
    onChange(next);
  };
  return (
    <fieldset className="cal-filter">
      <legend className="visually-hidden">{t('calendar.typesShown')}</legend>
      {CALENDAR_EVENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className="cal-chip"
          aria-pressed={shown.has(type)}
          onClick={() => toggle(type)}
        >
          <span className="cal-dot" style={{ background: eventTypeColor(type) }} aria-hidden="true" />
          {t(`calendar.types.${type}`)}
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
