import './calendar.css';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { addDays, format, startOfDay } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { fillElements, keepPlaceholders } from '../../lib/i18n/fill-elements.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { DashboardCard } from '../dashboard/dashboard-card.tsx';
import { systemClock, type TClock } from './clock.ts';
import { eventTypeColor } from './event-type-style.ts';
import { useCalendarEvents } from './use-calendar-events.ts';
import { useEventChanges } from './use-event-changes.ts';

/**
 * The dashboard's "Today's agenda": the caller's events of the day (their own time), with the count
 * still open and the overdue ones marked; each can be ticked off here. It opens the full calendar.
 */
export function AgendaCard({ clock = systemClock }: { clock?: TClock }) {
  const t = useT(enCalendar);
  const [today] = useState(() => {
    const start = startOfDay(clock());
    return { start, end: addDays(start, 1) };
  });
  const { data, isError } = useCalendarEvents(today);
  const { update } = useEventChanges();
  const toast = useToast();
  const events = data ?? [];
  const open = events.filter((e) => !e.completed).length;
  const overdue = events.filter((e) => e.overdue).length;
  const toggle = (id: string, completed: boolean) =>
    update.mutate(
      { _id: id, completed },
      { onError: (e) => toast.error(e instanceof ApiError ? e.message : t('calendar.agenda.notChanged')) },
    );
  return (
    <DashboardCard title={t('calendar.agenda.title')} action={<Link to="/calendar">{t('calendar.agenda.open')}</Link>}>
      <p className="cal-agenda-count">
        {fillElements(t('calendar.agenda.openCount', { count: open, ...keepPlaceholders('open') }), {
          open: <strong data-testid="agenda-open-count">{open}</strong>,
        })}
        {overdue > 0 && <span className="cal-badge">{t('calendar.agenda.overdueCount', { count: overdue })}</span>}
      </p>
      {isError && <p className="alert">{t('calendar.agenda.failed')}</p>}
      {data && events.length === 0 && <p className="muted">{t('calendar.agenda.nothing')}</p>}
      <ul className="cal-agenda">
        {events.map((e) => (
          <li key={e._id} className={e.completed ? 'cal-completed' : undefined}>
            <input
              type="checkbox"
              checked={e.completed}
              disabled={!e.editable || update.isPending}
              aria-label={t('calendar.agenda.completedLabel', { title: e.title })}
              onChange={(ev) => toggle(e._id, ev.target.checked)}
            />
            <span className="cal-agenda-time">
              {format(new Date(e.start), 'HH:mm')}–{format(new Date(e.end), 'HH:mm')}
            </span>
            <span className="cal-dot" style={{ background: eventTypeColor(e.eventType) }} aria-hidden="true" />
            <span className="cal-agenda-title">
              {e.title}
              <span className="muted"> · {t(`calendar.types.${e.eventType}`)}</span>
              {e.user && (
                <>
                  {' · '}
                  <Link to={`/clients/${e.user._id}`}>{e.user.name}</Link>
                </>
              )}
            </span>
            {e.overdue && <span className="cal-badge">{t('calendar.overdue')}</span>}
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
