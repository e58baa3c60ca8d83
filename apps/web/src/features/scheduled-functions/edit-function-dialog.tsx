import { ErrorCode, type TScheduledFunction } from '@crm/contracts';
import { enScheduledFunctions } from '@crm/contracts/locales/en/scheduled-functions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { scheduledFunctionKeys } from './scheduled-function-keys.ts';
import { useScheduleWords } from './use-schedule-words.ts';

type Values = { cron: string; parameters: string };

/**
 * Edits a function's schedule (cron) and parameters (JSON). The server checks both (200: the
 * schedule, 201: the parameters, each named at its field); nothing is written on a refusal.
 */
export default function EditFunctionDialog({ fn, onClose }: { fn: TScheduledFunction; onClose: () => void }) {
  const t = useT(enScheduledFunctions);
  const toast = useToast();
  const scheduleWords = useScheduleWords();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    defaultValues: { cron: fn.cron, parameters: JSON.stringify(fn.parameters, null, 2) },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: { cron: string; parameters: Record<string, unknown> }) =>
      call('updateScheduledFunction', { params: { name: fn.name }, body }),
    onSuccess: (updated) => {
      toast.success(t('scheduled.saved', { name: fn.name, schedule: scheduleWords(updated.cron) }));
      void queryClient.invalidateQueries({ queryKey: scheduledFunctionKeys.all() });
      onClose();
    },
    onError: (e) => {
      if (!(e instanceof ApiError)) {
        form.setError('root.server', { message: t('scheduled.unreachable') });
        return;
      }
      const detail = e.details.map(
        (d) => `${d.path.replace(/^parameters\.?/, '') || t('scheduled.dialog.parametersName')}: ${d.message}`,
      );
      if (e.code === ErrorCode.invalidCron) form.setError('cron', { message: e.details[0]?.message ?? e.message });
      else if (e.code === ErrorCode.invalidFunctionParameters)
        form.setError('parameters', { message: detail.join('; ') });
      else form.setError('root.server', { message: e.message });
    },
  });
  const submit = form.handleSubmit((values) => {
    let parameters: unknown;
    try {
      parameters = JSON.parse(values.parameters || '{}');
    } catch {
      form.setError('parameters', { message: t('scheduled.dialog.notJson') });
      return;
    }
    if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
      form.setError('parameters', { message: t('scheduled.dialog.notObject') });
      return;
    }
    save.mutate({ cron: values.cron.trim(), parameters: parameters as Record<string, unknown> });
  });
  const schema = fn.parametersSchema as { properties?: Record<string, { description?: string }> };
  const described = Object.entries(schema.properties ?? {});
  return (
    <Dialog
      title={t('scheduled.editOf', { name: fn.name })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('scheduled.dialog.save')}
      busy={save.isPending}
      error={errors.root?.server?.message ?? null}
    >
      <label className="field">
        <span>{t('scheduled.dialog.cron')}</span>
        <input
          className="sf-mono"
          aria-invalid={errors.cron ? true : undefined}
          {...form.register('cron', { required: t('scheduled.dialog.cronRequired') })}
        />
        {errors.cron && (
          <span role="alert" className="form-error">
            {errors.cron.message}
          </span>
        )}
      </label>
      <label className="field">
        <span>{t('scheduled.dialog.parameters')}</span>
        <textarea
          className="sf-mono"
          rows={Math.max(3, Object.keys(fn.parameters).length + 2)}
          aria-invalid={errors.parameters ? true : undefined}
          {...form.register('parameters')}
        />
        {errors.parameters && (
          <span role="alert" className="form-error">
            {errors.parameters.message}
          </span>
        )}
      </label>
      {described.length > 0 ? (
        <ul className="sf-parameters-help muted">
          {described.map(([key, p]) => (
            <li key={key}>
              <code>{key}</code>: {p.description ?? ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('scheduled.dialog.noParameters')}</p>
      )}
    </Dialog>
  );
}
