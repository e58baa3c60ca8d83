/** The query keys of calendar events: every change invalidates `all` (the calendars, the agenda, the reminders). */
export const calendarKeys = {
  all: ['calendarEvents'] as const,
  range: (query: { start: string; end: string; user_id?: string; everyone?: boolean }) =>
    [...calendarKeys.all, 'range', query] as const,
  reminders: () => [...calendarKeys.all, 'reminders'] as const,
};
