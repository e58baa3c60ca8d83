import type { TClient } from '@crm/contracts';
import { CALENDAR_EVENT_TYPES, type TCalendarEventType } from '@crm/contracts/calendar-event-types';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { CalendarPanel } from './calendar-panel.tsx';

/**
 * The client page's "Follow-ups": the client's follow-ups (everyone's with users.view_followups,
 * else the caller's own) as an agenda, a month or a week, and "Plan a follow-up".
 */
export function ClientFollowUps({ client }: { client: TClient }) {
  const t = useT(enCalendar);
  const [shown, setShown] = useState<Set<TCalendarEventType>>(() => new Set(CALENDAR_EVENT_TYPES));
  return (
    <CalendarPanel
      client={{ _id: client._id, name: `${client.first_name} ${client.last_name}` }}
      shownTypes={shown}
      onShownTypesChange={setShown}
      initialView="listMonth"
      views={['listMonth', 'dayGridMonth', 'timeGridWeek']}
      planLabel={t('calendar.planFollowUp')}
    />
  );
}
