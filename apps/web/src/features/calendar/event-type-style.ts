import { CALENDAR_EVENT_TYPE_INFO, type TCalendarEventType } from '@crm/contracts/calendar-event-types';

/** The theme colour of a type, as a CSS value: the theme's custom property, so every theme draws it. */
export const eventTypeColor = (type: TCalendarEventType) => `var(--${CALENDAR_EVENT_TYPE_INFO[type].color})`;
