import type { TCalendarEventType } from '../../calendar-event-types.ts';

type TByType = { [K in TCalendarEventType as `calendar.types.${K}`]: string };

/** `/calendar`, a client's follow-ups, the event dialog and the dashboard's agenda. */
export const enCalendar = {
  'calendar.title': 'Calendar',
  'calendar.team': 'Team follow-ups',
  'calendar.planEvent': 'Plan an event',
  'calendar.planFollowUp': 'Plan a follow-up',
  'calendar.loadFailed': 'The calendar could not be loaded. Try again in a moment.',
  'calendar.moved': '“{{title}}” moved',
  'calendar.notMoved': 'The event was not moved',
  'calendar.typesShown': 'Event types shown',

  // The event types (contracts' `eventType`).
  'calendar.types.call': 'Call',
  'calendar.types.meeting': 'Meeting',
  'calendar.types.follow-up': 'Follow-up',
  'calendar.types.kyc-expiry': 'KYC expiry',
  'calendar.types.task': 'Task',

  // FullCalendar's toolbar and faces.
  'calendar.view.today': 'Today',
  'calendar.view.month': 'Month',
  'calendar.view.week': 'Week',
  'calendar.view.day': 'Day',
  'calendar.view.agenda': 'Agenda',
  'calendar.view.hint': '{{view}} view',
  'calendar.view.nothing': 'Nothing planned in this period.',
  'calendar.completed': 'Completed',
  'calendar.overdue': 'Overdue',

  // The event dialog.
  'calendar.dialog.edit': 'Edit event',
  'calendar.dialog.save': 'Save',
  'calendar.dialog.plan': 'Plan',
  'calendar.dialog.followUpOf': 'Follow-up of',
  'calendar.dialog.theClient': 'the client',
  'calendar.dialog.title': 'Title',
  'calendar.dialog.type': 'Type',
  'calendar.dialog.starts': 'Starts',
  'calendar.dialog.ends': 'Ends',
  'calendar.dialog.completedAt': 'Completed {{when}}',
  'calendar.dialog.notCompleted': 'Not completed',
  'calendar.dialog.markCompleted': 'Mark completed',
  'calendar.dialog.markNotCompleted': 'Mark not completed',
  'calendar.dialog.saved': 'Event saved',
  'calendar.dialog.followUpPlanned': 'Follow-up planned',
  'calendar.dialog.eventPlanned': 'Event planned',
  'calendar.dialog.markedCompleted': 'Marked completed',
  'calendar.dialog.markedNotCompleted': 'Marked not completed',
  'calendar.dialog.unreachable': 'The server could not be reached; nothing was saved',
  'calendar.dialog.close': 'Close',
  'calendar.dialog.when': 'When',
  'calendar.dialog.plannedBy': 'Planned by',
  'calendar.dialog.client': 'Client',
  'calendar.dialog.state': 'State',
  'calendar.dialog.onlyOwner': 'Only {{name}} can move, edit or complete it.',
  'calendar.form.dateTime': 'Enter a date and time',
  'calendar.form.endAfterStart': 'The end must be after the start',
  'calendar.form.title': 'Enter a title',

  // The dashboard's agenda.
  'calendar.agenda.title': "Today's agenda",
  'calendar.agenda.open': 'Open calendar',
  'calendar.agenda.openCount_one': '{{open}} open',
  'calendar.agenda.openCount_other': '{{open}} open',
  'calendar.agenda.overdueCount_one': '{{count}} overdue',
  'calendar.agenda.overdueCount_other': '{{count}} overdue',
  'calendar.agenda.failed': 'The agenda could not be loaded.',
  'calendar.agenda.nothing': 'Nothing planned for today.',
  'calendar.agenda.completedLabel': '{{title}}: completed',
  'calendar.agenda.notChanged': 'The event was not changed',
} as const satisfies TByType & Record<string, string>;
