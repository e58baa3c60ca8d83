import { ZCalendarEventFields, ZCreateCalendarEventRequest } from '@crm/contracts';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { format } from 'date-fns';
import { z } from 'zod';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enCalendar);

/** The kit's date-time field's value (the staff member's own time, `yyyy-MM-ddTHH:mm`) for a date. */
export const toLocalInput = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/** A date-time field's value as the instant the contract wants; the server's own rule (an ISO time) follows. */
const fromLocal = z
  .string()
  .refine((v) => v !== '' && !Number.isNaN(Date.parse(v)), { error: () => t('calendar.form.dateTime') })
  .transform((v) => new Date(v).toISOString());

/**
 * The event form: the create call's body schema from the contracts, with its two times typed as the
 * kit's date-time fields give them (local `yyyy-MM-ddTHH:mm`). End after start is checked here with the server's words
 * (the server refuses it too, with code 190).
 */
export const ZEventForm = ZCreateCalendarEventRequest.extend({
  // An empty title is refused in the console's language first; then the contracts' own rules.
  title: z
    .string()
    .trim()
    .min(1, { error: () => t('calendar.form.title') })
    .pipe(ZCalendarEventFields.shape.title),
  start: fromLocal.pipe(ZCalendarEventFields.shape.start),
  end: fromLocal.pipe(ZCalendarEventFields.shape.end),
}).refine((b) => Date.parse(b.end) > Date.parse(b.start), {
  path: ['end'],
  error: () => t('calendar.form.endAfterStart'),
});
export type TEventFormValues = z.input<typeof ZEventForm>;
