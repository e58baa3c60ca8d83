/* Without zod: the console's always-loaded parts (the reminders) read these too. */

/** Spec point 3's `eventType`: what a calendar event is for. */
export const CALENDAR_EVENT_TYPES = ['call', 'meeting', 'follow-up', 'kyc-expiry', 'task'] as const;
export type TCalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/** The theme's colour roles an event can be drawn in (each theme writes them as CSS custom properties). */
export type TCalendarEventColor = 'accent' | 'success' | 'warning' | 'danger' | 'muted';

/** Each type's label and colour role: one table, read by the calendar, its legend, filters and form. */
export const CALENDAR_EVENT_TYPE_INFO: Record<TCalendarEventType, { label: string; color: TCalendarEventColor }> = {
  call: { label: 'Call', color: 'success' },
  meeting: { label: 'Meeting', color: 'accent' },
  'follow-up': { label: 'Follow-up', color: 'warning' },
  'kyc-expiry': { label: 'KYC expiry', color: 'danger' },
  task: { label: 'Task', color: 'muted' },
};
