import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { calendarKeys } from './calendar-keys.ts';

export type TEventRange = { start: Date; end: Date };

/**
 * The events overlapping a range: a client's follow-ups (`clientId`), or the caller's calendar
 * (with `everyone`, also the follow-ups other staff planned on the clients the caller can see).
 * The previous range stays on screen while the next loads, so paging the calendar does not flicker.
 */
export function useCalendarEvents(range: TEventRange | null, options: { clientId?: string; everyone?: boolean } = {}) {
  const query = range && {
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    ...(options.clientId && { user_id: options.clientId }),
    ...(options.everyone && { everyone: true }),
  };
  return useQuery({
    queryKey: calendarKeys.range(query ?? { start: '', end: '' }),
    queryFn: () =>
      call('listCalendarEvents', {
        query: {
          start: query?.start ?? '',
          end: query?.end ?? '',
          user_id: query?.user_id,
          everyone: query?.everyone ? 'true' : undefined,
        },
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
