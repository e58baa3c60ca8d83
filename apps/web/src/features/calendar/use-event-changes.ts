import type { TCreateCalendarEventRequest, TUpdateCalendarEventRequest } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { calendarKeys } from './calendar-keys.ts';

/**
 * Planning and changing events. Every calendar on screen (and the reminders) reads again after a
 * change; a follow-up's client page reads its log again (the change is audited there).
 */
export function useEventChanges() {
  const queryClient = useQueryClient();
  const refresh = (clientId: string | undefined) => {
    void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    if (clientId) void queryClient.invalidateQueries({ queryKey: clientKeys.logs(clientId) });
  };
  const create = useMutation({
    mutationFn: (body: TCreateCalendarEventRequest) => call('createCalendarEvent', { body }),
    onSuccess: (event) => refresh(event.user?._id),
  });
  const update = useMutation({
    mutationFn: (body: TUpdateCalendarEventRequest) => call('updateCalendarEvent', { body }),
    onSuccess: (event) => refresh(event.user?._id),
  });
  return { create, update };
}
