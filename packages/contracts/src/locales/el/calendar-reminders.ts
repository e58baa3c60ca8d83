import type { enCalendarReminders } from '../en/calendar-reminders.ts';

/** A calendar event's reminder in Greek. */
export const elCalendarReminders: Record<keyof typeof enCalendarReminders, string> = {
  'calendar.reminder.toast': 'Ξεκινά τώρα: {{title}}',
  'calendar.reminder.notification': 'Ξεκινά τώρα ({{time}})',
};
