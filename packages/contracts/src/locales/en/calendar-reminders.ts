/** A calendar event's reminder at its start (the shell's, so apart from the calendar: two lines in the first load). */
export const enCalendarReminders = {
  'calendar.reminder.toast': 'Starting now: {{title}}',
  'calendar.reminder.notification': 'Starts now ({{time}})',
} as const;
