import { CALENDAR_EVENT_TYPES, type TCalendarEvent } from '@crm/contracts';
import { enCalendar } from '@crm/contracts/locales/en/calendar';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { FormDateTimeField } from '../../lib/form/form-date-time-field.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { type TEventFormValues, toLocalInput, ZEventForm } from './event-form-schema.ts';
import { useEventChanges } from './use-event-changes.ts';

/** What the dialog opens on: a new event over a range (for a client or not), or an existing one. */
export type TEventDialogTarget =
  | { kind: 'new'; start: Date; end: Date; clientId?: string; clientName?: string }
  | { kind: 'existing'; event: TCalendarEvent };

type Props = { target: TEventDialogTarget; onClose: () => void };

/** Plans an event, or edits and completes one of the caller's; someone else's opens read-only. */
export function EventDialog({ target, onClose }: Props) {
  if (target.kind === 'existing' && !target.event.editable)
    return <EventDetails event={target.event} onClose={onClose} />;
  return <EventForm target={target} onClose={onClose} />;
}

function EventForm({ target, onClose }: Props) {
  const t = useT(enCalendar);
  const existing = target.kind === 'existing' ? target.event : null;
  const defaults: TEventFormValues = existing
    ? {
        title: existing.title,
        eventType: existing.eventType,
        start: toLocalInput(new Date(existing.start)),
        end: toLocalInput(new Date(existing.end)),
      }
    : {
        title: '',
        eventType: target.kind === 'new' && target.clientId ? 'follow-up' : 'call',
        start: target.kind === 'new' ? toLocalInput(target.start) : '',
        end: target.kind === 'new' ? toLocalInput(target.end) : '',
        ...(target.kind === 'new' && target.clientId ? { user_id: target.clientId } : {}),
      };
  const form = useContractForm(ZEventForm, { defaultValues: defaults });
  const { create, update } = useEventChanges();
  const toast = useToast();
  const { errors } = form.formState;
  const unreachable = t('calendar.dialog.unreachable');
  const submit = form.handleSubmit(async (body) => {
    try {
      if (existing) {
        await update.mutateAsync({
          _id: existing._id,
          title: body.title,
          eventType: body.eventType,
          start: body.start,
          end: body.end,
        });
        toast.success(t('calendar.dialog.saved'));
      } else {
        await create.mutateAsync(body);
        toast.success(body.user_id ? t('calendar.dialog.followUpPlanned') : t('calendar.dialog.eventPlanned'));
      }
      onClose();
    } catch (e) {
      showServerError(form, e, unreachable);
    }
  });
  const setCompleted = async (completed: boolean) => {
    if (!existing) return;
    try {
      await update.mutateAsync({ _id: existing._id, completed });
      toast.success(completed ? t('calendar.dialog.markedCompleted') : t('calendar.dialog.markedNotCompleted'));
      onClose();
    } catch (e) {
      showServerError(form, e, unreachable);
    }
  };
  const client =
    existing?.user ??
    (target.kind === 'new' && target.clientId ? { _id: target.clientId, name: target.clientName ?? '' } : null);
  return (
    <Dialog
      title={existing ? t('calendar.dialog.edit') : client ? t('calendar.planFollowUp') : t('calendar.planEvent')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={existing ? t('calendar.dialog.save') : t('calendar.dialog.plan')}
      busy={form.formState.isSubmitting || update.isPending}
      error={errors.root?.server?.message}
    >
      <div className="form-grid cal-form">
        {client && (
          <p className="cal-form-client">
            {t('calendar.dialog.followUpOf')}{' '}
            <Link to={`/clients/${client._id}`}>{client.name || t('calendar.dialog.theClient')}</Link>
          </p>
        )}
        <FormField label={t('calendar.dialog.title')} error={errors.title?.message}>
          {(control) => <input {...control} {...form.register('title')} autoComplete="off" maxLength={200} />}
        </FormField>
        <FormField label={t('calendar.dialog.type')} error={errors.eventType?.message}>
          {(control) => (
            <select {...control} {...form.register('eventType')}>
              {CALENDAR_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`calendar.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormDateTimeField
          control={form.control}
          name="start"
          label={t('calendar.dialog.starts')}
          error={errors.start?.message}
        />
        <FormDateTimeField
          control={form.control}
          name="end"
          label={t('calendar.dialog.ends')}
          error={errors.end?.message}
        />
        {existing && (
          <div className="cal-form-state">
            <span className={existing.overdue ? 'cal-state overdue' : 'cal-state'}>
              {existing.completed
                ? t('calendar.dialog.completedAt', {
                    when: new Date(existing.completedAt ?? existing.updatedAt).toLocaleString('en-GB'),
                  })
                : existing.overdue
                  ? t('calendar.overdue')
                  : t('calendar.dialog.notCompleted')}
            </span>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => void setCompleted(!existing.completed)}
            >
              {existing.completed ? t('calendar.dialog.markNotCompleted') : t('calendar.dialog.markCompleted')}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/** Another staff member's follow-up (seen with users.view_followups): it stays theirs to change. */
function EventDetails({ event, onClose }: { event: TCalendarEvent; onClose: () => void }) {
  const t = useT(enCalendar);
  return (
    <Dialog title={event.title} onClose={onClose} onSubmit={onClose} submitLabel={t('calendar.dialog.close')}>
      <dl className="cal-details">
        <dt>{t('calendar.dialog.type')}</dt>
        <dd>{t(`calendar.types.${event.eventType}`)}</dd>
        <dt>{t('calendar.dialog.when')}</dt>
        <dd>
          {new Date(event.start).toLocaleString('en-GB')} – {new Date(event.end).toLocaleString('en-GB')}
        </dd>
        <dt>{t('calendar.dialog.plannedBy')}</dt>
        <dd>{event.owner.name}</dd>
        {event.user && (
          <>
            <dt>{t('calendar.dialog.client')}</dt>
            <dd>
              <Link to={`/clients/${event.user._id}`}>{event.user.name}</Link>
            </dd>
          </>
        )}
        <dt>{t('calendar.dialog.state')}</dt>
        <dd>
          {event.completed
            ? t('calendar.completed')
            : event.overdue
              ? t('calendar.overdue')
              : t('calendar.dialog.notCompleted')}
        </dd>
      </dl>
      <p className="muted">{t('calendar.dialog.onlyOwner', { name: event.owner.name })}</p>
    </Dialog>
  );
}
