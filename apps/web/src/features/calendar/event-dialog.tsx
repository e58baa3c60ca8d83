import { CALENDAR_EVENT_TYPES, type TCalendarEvent } from '@crm/contracts';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { FormDateTimeField } from '../../lib/form/form-date-time-field.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { type TEventFormValues, toLocalInput, ZEventForm } from './event-form-schema.ts';
import { eventTypeLabel } from './event-type-style.ts';
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
  const unreachable = 'The server could not be reached; nothing was saved';
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
        toast.success('Event saved');
      } else {
        await create.mutateAsync(body);
        toast.success(body.user_id ? 'Follow-up planned' : 'Event planned');
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
      toast.success(completed ? 'Marked completed' : 'Marked not completed');
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
      title={existing ? 'Edit event' : client ? 'Plan a follow-up' : 'Plan an event'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={existing ? 'Save' : 'Plan'}
      busy={form.formState.isSubmitting || update.isPending}
      error={errors.root?.server?.message}
    >
      <div className="form-grid cal-form">
        {client && (
          <p className="cal-form-client">
            Follow-up of <Link to={`/clients/${client._id}`}>{client.name || 'the client'}</Link>
          </p>
        )}
        <FormField label="Title" error={errors.title?.message}>
          {(control) => <input {...control} {...form.register('title')} autoComplete="off" maxLength={200} />}
        </FormField>
        <FormField label="Type" error={errors.eventType?.message}>
          {(control) => (
            <select {...control} {...form.register('eventType')}>
              {CALENDAR_EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {eventTypeLabel(t)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormDateTimeField control={form.control} name="start" label="Starts" error={errors.start?.message} />
        <FormDateTimeField control={form.control} name="end" label="Ends" error={errors.end?.message} />
        {existing && (
          <div className="cal-form-state">
            <span className={existing.overdue ? 'cal-state overdue' : 'cal-state'}>
              {existing.completed
                ? `Completed ${new Date(existing.completedAt ?? existing.updatedAt).toLocaleString('en-GB')}`
                : existing.overdue
                  ? 'Overdue'
                  : 'Not completed'}
            </span>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => void setCompleted(!existing.completed)}
            >
              {existing.completed ? 'Mark not completed' : 'Mark completed'}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/** Another staff member's follow-up (seen with users.view_followups): it stays theirs to change. */
function EventDetails({ event, onClose }: { event: TCalendarEvent; onClose: () => void }) {
  return (
    <Dialog title={event.title} onClose={onClose} onSubmit={onClose} submitLabel="Close">
      <dl className="cal-details">
        <dt>Type</dt>
        <dd>{eventTypeLabel(event.eventType)}</dd>
        <dt>When</dt>
        <dd>
          {new Date(event.start).toLocaleString('en-GB')} – {new Date(event.end).toLocaleString('en-GB')}
        </dd>
        <dt>Planned by</dt>
        <dd>{event.owner.name}</dd>
        {event.user && (
          <>
            <dt>Client</dt>
            <dd>
              <Link to={`/clients/${event.user._id}`}>{event.user.name}</Link>
            </dd>
          </>
        )}
        <dt>State</dt>
        <dd>{event.completed ? 'Completed' : event.overdue ? 'Overdue' : 'Not completed'}</dd>
      </dl>
      <p className="muted">Only {event.owner.name} can move, edit or complete it.</p>
    </Dialog>
  );
}
