import type { TArticle } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { FormDateTimeField } from '../../lib/form/form-date-time-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ArticleStatus } from './article-status.tsx';
import { ZScheduleForm } from './schedule-form-schema.ts';

type Action = 'publish' | 'unpublish' | 'archive' | 'schedule';

/**
 * Publish now, schedule for a time (the server refuses a time already past), take back to draft, or
 * archive (never erased). What is offered follows the status the server reports.
 */
export function PublishControls({ article, onSaved }: { article: TArticle; onSaved: (a: TArticle) => void }) {
  const t = useT(enBlog);
  const id = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const schedule = useContractForm(ZScheduleForm, { defaultValues: { publishAt: '' } });
  const [confirmArchive, setConfirmArchive] = useState(false);
  const act = useMutation({
    mutationFn: ({ action, publishAt = '' }: { action: Action; publishAt?: string }) => {
      const params = { id: article._id };
      if (action === 'schedule') return call('scheduleArticle', { params, body: { publishAt } });
      if (action === 'publish') return call('publishArticle', { params });
      if (action === 'unpublish') return call('unpublishArticle', { params });
      return call('archiveArticle', { params });
    },
    onSuccess: (saved, { action }) => {
      setProblem(null);
      setConfirmArchive(false);
      toast.success(t(`blog.done.${action}`));
      onSaved(saved);
    },
    onError: (e, { action }) => {
      const unreachable = t('blog.nothingChanged');
      // A refused time lands on the field (the server's `details` name `publishAt`); the rest above the buttons.
      if (action === 'schedule') showServerError(schedule, e, unreachable);
      else setProblem(e instanceof ApiError ? e.message : unreachable);
    },
  });
  const { status } = article;
  if (status === 'archived') {
    return <p className="muted">{t('blog.archived')}</p>;
  }
  const busy = act.isPending;
  return (
    <section className="blog-publish" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('blog.publishing')} <ArticleStatus article={article} />
      </h2>
      <div className="blog-publish-row">
        {status !== 'published' && (
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => act.mutate({ action: 'publish' })}
          >
            {t('blog.publishNow')}
          </button>
        )}
        {status !== 'draft' && (
          <button type="button" className="button" disabled={busy} onClick={() => act.mutate({ action: 'unpublish' })}>
            {t('blog.backToDraft')}
          </button>
        )}
        {confirmArchive ? (
          <>
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={() => act.mutate({ action: 'archive' })}
            >
              {t('blog.archiveForGood')}
            </button>
            <button type="button" className="button" onClick={() => setConfirmArchive(false)}>
              {t('blog.keep')}
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => setConfirmArchive(true)}>
            {t('blog.archive')}
          </button>
        )}
      </div>
      {status !== 'published' && (
        <form
          className="blog-publish-row"
          noValidate
          onSubmit={schedule.handleSubmit(({ publishAt }) => act.mutate({ action: 'schedule', publishAt }))}
        >
          <FormDateTimeField
            control={schedule.control}
            name="publishAt"
            label={t('blog.publishAt')}
            error={schedule.formState.errors.publishAt?.message ?? schedule.formState.errors.root?.server?.message}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('blog.schedule')}
          </button>
        </form>
      )}
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </section>
  );
}
