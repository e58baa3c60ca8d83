import { type TDailyAnalysis, type TUpdateDailyAnalysisRequest, ZUpdateDailyAnalysisRequest } from '@crm/contracts';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { MailPreview } from './mail-preview.tsx';
import { SendPanel } from './send-panel.tsx';

/**
 * The draft's subject and HTML body beside a preview of what a client receives: the saved body (as
 * the server sanitised it), then the brand's risk warning and the unsubscribe link the server adds
 * to every message. Unsaved text is never parsed in the page: the preview follows each save. A sent
 * analysis is shown read-only.
 */
export function AnalysisEditor({ analysis }: { analysis: TDailyAnalysis }) {
  const t = useT(enDailyAnalysis);
  const toast = useToast();
  const queryClient = useQueryClient();
  const readOnly = analysis.status !== 'draft';
  const form = useContractForm(ZUpdateDailyAnalysisRequest, {
    defaultValues: { subject: analysis.subject, html: analysis.html },
  });
  const { reset } = form;
  useEffect(() => reset({ subject: analysis.subject, html: analysis.html }), [analysis, reset]);
  const save = useMutation({
    mutationFn: (body: TUpdateDailyAnalysisRequest) =>
      call('updateDailyAnalysis', { params: { id: analysis._id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dailyAnalysisKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: dailyAnalysisKeys.list() });
      toast.success(t('dailyAnalysis.editor.saved'));
    },
    onError: (e) => showServerError(form, e, t('dailyAnalysis.editor.notSaved')),
  });
  const redraft = useMutation({
    mutationFn: () => call('redraftDailyAnalysis', { params: { id: analysis._id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dailyAnalysisKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: dailyAnalysisKeys.list() });
      toast.success(t('dailyAnalysis.editor.redrafted'));
    },
    onError: (e) => showServerError(form, e, t('dailyAnalysis.editor.notRedrafted')),
  });
  const { errors, isDirty } = form.formState;
  return (
    <div className="da-editor">
      <form
        className="da-form"
        aria-label={t('dailyAnalysis.editor.form')}
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        noValidate
      >
        <FormField label={t('dailyAnalysis.editor.subject')} error={errors.subject?.message}>
          {(control) => <input {...control} {...form.register('subject')} readOnly={readOnly} />}
        </FormField>
        <FormField label={t('dailyAnalysis.editor.body')} error={errors.html?.message}>
          {(control) => (
            <textarea {...control} {...form.register('html')} rows={22} spellCheck={false} readOnly={readOnly} />
          )}
        </FormField>
        <FormError message={errors.root?.server?.message} />
        {!readOnly && (
          <div className="da-actions">
            <button type="submit" className="button" disabled={save.isPending || !isDirty}>
              {t('dailyAnalysis.editor.save')}
            </button>
            <button
              type="button"
              className="button"
              disabled={redraft.isPending}
              title={t('dailyAnalysis.editor.redraftHint')}
              onClick={() => redraft.mutate()}
            >
              {t('dailyAnalysis.editor.redraft')}
            </button>
          </div>
        )}
      </form>
      <section className="da-preview" aria-label={t('dailyAnalysis.preview.region')}>
        <h3>{t('dailyAnalysis.preview.title')}</h3>
        {isDirty && <p className="muted">{t('dailyAnalysis.preview.unsaved')}</p>}
        {/* The e-mail's own words (greeting, footer) are the server's and go out in English: shown as sent. */}
        <div className="da-mail">
          <p lang="en">Dear client,</p>
          <MailPreview html={analysis.html} label={t('dailyAnalysis.preview.body')} />
          <hr />
          <p className="da-risk">{analysis.risk_warning}</p>
          <p className="da-risk">
            <span lang="en">
              You receive this e-mail because you agreed to marketing. <u>Unsubscribe</u>
            </span>{' '}
            {t('dailyAnalysis.preview.ownLink')}
          </p>
        </div>
      </section>
      <SendPanel analysis={analysis} dirty={isDirty} />
    </div>
  );
}
