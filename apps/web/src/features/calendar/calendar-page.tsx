import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { useSearchParams } from 'react-router';
import { Switch } from '../../components/ui/switch.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { CalendarPanel } from './calendar-panel.tsx';
import { formatTypes, parseTypes } from './type-filter.tsx';

/**
 * `/calendar`: the caller's full calendar, opened from the dashboard's agenda (not a menu entry).
 * With `users.view_followups`, "Team follow-ups" adds every follow-up on the clients the caller can
 * see. The filters live in the URL (`types`, `team`), so a calendar can be shared as a link.
 */
export default function CalendarPage() {
  const t = useT(enCalendar);
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const teamAllowed = can('users.view_followups');
  const everyone = teamAllowed && params.get('team') === '1';
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="cal-page">
      <header className="cal-page-head">
        <h1>{t('calendar.title')}</h1>
        {teamAllowed && (
          <Switch checked={everyone} onChange={(on) => set('team', on ? '1' : null)} label={t('calendar.team')} />
        )}
      </header>
      <CalendarPanel
        everyone={everyone}
        shownTypes={parseTypes(params.get('types'))}
        onShownTypesChange={(shown) => set('types', formatTypes(shown))}
        initialView="timeGridWeek"
        views={['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek']}
        planLabel={t('calendar.planEvent')}
        height={720}
      />
    </div>
  );
}
