import {
  CLIENT_MESSAGE_LIMITS,
  type TClientMessage,
  type TClientMessageChannel,
  type TSendClientMessageRequest,
} from '@crm/contracts';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { ClientTargetPicker } from '../ribbons/client-target-picker.tsx';
import { clientMessageKeys } from './client-message-keys.ts';
import { ConfirmSend } from './confirm-send.tsx';
import { emptyMessage, TITLE_LABELS, ZMessageForm } from './message-form-schema.ts';
import { MessagePreview } from './message-preview.tsx';

type Props = { channel: TClientMessageChannel; onSent: (sent: TClientMessage) => void };

/**
 * Writes a message to one client (the quick search) or a segment (the segments list), with its
 * preview; "Send" counts who gets it and who is skipped, and sends after that confirmation.
 */
export function MessageCompose({ channel, onSent }: Props) {
  const t = useT(enClientMessages);
  const id = useId();
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleLabel = TITLE_LABELS[channel];
  const limits = CLIENT_MESSAGE_LIMITS[channel];
  const form = useContractForm(ZMessageForm, { defaultValues: emptyMessage(channel), mode: 'onChange' });
  const values = useWatch({ control: form.control });
  const mayClient = can('users.get_user');
  const maySegment = can('user_segments.view_user_segment_results');
  const [target, setTarget] = useState<'client' | 'segment'>(mayClient ? 'client' : 'segment');
  const [clientLabel, setClientLabel] = useState<string | null>(null);
  const [pending, setPending] = useState<TSendClientMessageRequest | null>(null);
  const segments = useQuery({
    queryKey: ['client-messages', 'segments'],
    queryFn: () => call('listSegments', { query: { page: 1, limit: 200, sort: 'name' } }),
    enabled: maySegment && target === 'segment',
  });
  const counts = useQuery({
    queryKey: ['client-messages', 'preview', pending?.channel, pending?.user_id, pending?.segment_id],
    queryFn: () =>
      call('previewClientMessage', {
        body: { channel, user_id: pending?.user_id ?? null, segment_id: pending?.segment_id ?? null },
      }),
    enabled: pending !== null,
    gcTime: 0,
  });
  const send = useMutation({
    mutationFn: (body: TSendClientMessageRequest) => call('sendClientMessage', { body }),
    onSuccess: (sent) => {
      toast.success(
        t('clientMessages.sent', {
          sent: sent.sent,
          recipients: sent.recipients,
          skipped: sent.skipped,
          failed: sent.failed,
        }),
      );
      setPending(null);
      form.reset(emptyMessage(channel));
      setClientLabel(null);
      void queryClient.invalidateQueries({ queryKey: clientMessageKeys.all });
      onSent(sent);
    },
    onError: (e) => {
      setPending(null);
      showServerError(form, e, t('clientMessages.unreachable'));
    },
  });
  const { errors } = form.formState;
  const choose = (next: 'client' | 'segment') => {
    setTarget(next);
    form.setValue(next === 'client' ? 'segment_id' : 'user_id', '', { shouldValidate: true });
  };
  const counted = counts.error ? t('clientMessages.countFailed', { reason: counts.error.message }) : null;

  return (
    <div className="message-compose">
      <form
        onSubmit={form.handleSubmit((body) => setPending(body))}
        aria-labelledby={`${id}-title`}
        noValidate
        className="message-form"
      >
        <h2 id={`${id}-title`}>{t(`clientMessages.new.${channel}`)}</h2>
        <fieldset className="message-target" disabled={send.isPending}>
          <legend>{t('clientMessages.to')}</legend>
          <div className="message-target-choice">
            <label>
              <input
                type="radio"
                name={`${id}-target`}
                checked={target === 'client'}
                disabled={!mayClient}
                onChange={() => choose('client')}
              />{' '}
              {t('clientMessages.oneClient')}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-target`}
                checked={target === 'segment'}
                disabled={!maySegment}
                onChange={() => choose('segment')}
              />{' '}
              {t('clientMessages.aSegment')}
            </label>
          </div>
          {target === 'client' ? (
            <ClientTargetPicker
              chosen={values.user_id ? clientLabel : null}
              error={errors.user_id?.message}
              onChoose={(c) => {
                setClientLabel(c.label);
                form.setValue('user_id', c._id, { shouldValidate: true, shouldDirty: true });
              }}
            />
          ) : (
            <FormField
              label={t('clientMessages.segment')}
              error={errors.segment_id?.message ?? errors.user_id?.message}
            >
              {(control) => (
                <select {...control} {...form.register('segment_id', { deps: ['user_id'] })}>
                  <option value="">{t('clientMessages.chooseSegment')}</option>
                  {segments.data?.docs.map((s) => (
                    <option key={s._id} value={s._id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        </fieldset>
        <fieldset disabled={send.isPending} className="message-fields">
          {titleLabel && limits.title && (
            <FormField
              label={t(titleLabel, { length: values.title?.length ?? 0, max: limits.title })}
              error={errors.title?.message}
            >
              {(control) => <input {...control} {...form.register('title')} autoComplete="off" />}
            </FormField>
          )}
          <FormField
            label={t('clientMessages.bodyLabel', { length: values.body?.length ?? 0, max: limits.body })}
            error={errors.body?.message}
          >
            {(control) => <textarea {...control} rows={channel === 'email' ? 8 : 4} {...form.register('body')} />}
          </FormField>
          {channel === 'email' && <p className="muted">{t('clientMessages.emailHint')}</p>}
        </fieldset>
        <FormError message={errors.root?.server?.message} />
        <button type="submit" className="button primary" disabled={send.isPending}>
          {t('clientMessages.send')}
        </button>
      </form>
      <div className="message-preview-column">
        <h3>{t('clientMessages.preview')}</h3>
        <MessagePreview channel={channel} title={values.title ?? ''} body={values.body ?? ''} />
      </div>
      {pending && (
        <ConfirmSend
          channel={channel}
          counts={counts.data}
          error={counted}
          busy={send.isPending}
          onSend={() => send.mutate(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
