/* Without zod: the console's always-loaded parts (the reminders) read these too. */

/** Spec point 3's `eventType`: what a calendar event is for. */
export const CALENDAR_EVENT_TYPES = ['call', 'meeting', 'follow-up', 'kyc-expiry', 'task'] as const;
export type TCalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/** The theme's colour roles an event can be drawn in (each theme writes them as CSS custom properties). */
export type TCalendarEventColor = 'accent' | 'success' | 'warning' | 'danger' | 'muted';

/**
 * Each type's colour role: one table, read by the calendar, its legend, filters and form. Its name
 * is the console's, translatable (`calendar.types.<type>` in `locales/en/calendar.ts`).
 */
export const CALENDAR_EVENT_TYPE_INFO: Record<TCalendarEventType, { color: TCalendarEventColor }> = {
  call: { color: 'success' },
  meeting: { color: 'accent' },
  'follow-up': { color: 'warning' },
  'kyc-expiry': { color: 'danger' },
  task: { color: 'muted' },
};
