import { ARTICLE_LANGUAGES, type TArticle, type ZArticleInput } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { FormError } from '../../lib/form/form-error.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ArticleCoverInput, useCoverUrl } from './article-cover.tsx';
import { ZArticleForm } from './article-form-schema.ts';
import { ArticlePreview } from './article-preview.tsx';
import { GeneratedBadge } from './article-status.tsx';
import { PublishControls } from './publish-controls.tsx';
import { slugOf } from './slug-of.ts';

// CodeMirror is most of the editor's weight: fetched apart, when an article is opened.
const MarkdownEditor = lazyPart(() => import('./markdown-editor.tsx').then((m) => m.MarkdownEditor));

type Values = z.input<typeof ZArticleInput>;
const EMPTY: Values = { title: '', slug: '', language: 'en', summary: '', body: '' };
const valuesOf = (a: TArticle): Values => ({
  title: a.title,
  slug: a.slug,
  language: a.language,
  summary: a.summary,
  body: a.body,
});

type Props = { article: TArticle | undefined; onSaved: (article: TArticle) => void; onClose: () => void };

/**
 * Writes one article (or a new one): the fields checked by the endpoint's own schema, the body in a
 * Markdown editor beside the server-rendered preview, then the cover and publishing once saved.
 */
export function ArticleEditor({ article, onSaved, onClose }: Props) {
  const t = useT(enBlog);
  const id = useId();
  const toast = useToast();
  const form = useContractForm(ZArticleForm, { defaultValues: article ? valuesOf(article) : EMPTY });
  const coverUrl = useCoverUrl(article);
  const save = useMutation({
    mutationFn: (body: z.output<typeof ZArticleInput>) =>
      article ? call('updateArticle', { params: { id: article._id }, body }) : call('createArticle', { body }),
    onSuccess: (saved) => {
      toast.success(article ? t('blog.saved') : t('blog.draftSaved'));
      form.reset(valuesOf(saved));
      onSaved(saved);
    },
    onError: (e) => showServerError(form, e, t('blog.notSaved')),
  });
  const { errors, isDirty } = form.formState;
  const values = form.watch();
  const readOnly = article?.status === 'archived';
  const titleField = form.register('title');

  return (
    <div className="blog-editor">
      <div className="blog-editor-head">
        <button type="button" className="button" onClick={onClose}>
          {t('blog.allArticles')}
        </button>
        <h2 id={`${id}-title`}>{article ? t('blog.editArticle') : t('blog.newArticle')}</h2>
        {article?.generated && <GeneratedBadge />}
      </div>
      {article?.generated && (
        <p className="blog-generated-note" role="note">
          {t('blog.generatedNote')}
        </p>
      )}
      <div className="blog-editor-columns">
        <div className="blog-form">
          <form aria-labelledby={`${id}-title`} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
            <fieldset disabled={readOnly} className="blog-fields">
              <FormField label={t('blog.field.title')} error={errors.title?.message} className="field field-wide">
                {(control) => (
                  <input
                    {...control}
                    {...titleField}
                    onChange={(e) => {
                      void titleField.onChange(e);
                      // A new article proposes its address from the title until the address is edited.
                      if (!article && !form.getFieldState('slug').isDirty)
                        form.setValue('slug', slugOf(e.target.value));
                    }}
                  />
                )}
              </FormField>
              <FormField label={t('blog.field.slug')} error={errors.slug?.message}>
                {(control) => <input {...control} {...form.register('slug')} placeholder="gold-weekly-outlook" />}
              </FormField>
              <FormField label={t('blog.field.language')} error={errors.language?.message}>
                {(control) => (
                  <select {...control} {...form.register('language')}>
                    {ARTICLE_LANGUAGES.map((l) => (
                      <option key={l} value={l}>
                        {t(`blog.languages.${l}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label={t('blog.field.summary')} error={errors.summary?.message} className="field field-wide">
                {(control) => <textarea {...control} {...form.register('summary')} rows={2} />}
              </FormField>
              <FormField label={t('blog.field.body')} error={errors.body?.message} className="field field-wide">
                {(control) => (
                  <Controller
                    control={form.control}
                    name="body"
                    render={({ field }) => (
                      <MarkdownEditor
                        id={control.id}
                        label={t('blog.field.body')}
                        value={field.value}
                        onChange={field.onChange}
                        invalid={control['aria-invalid']}
                        describedBy={control['aria-describedby']}
                      />
                    )}
                  />
                )}
              </FormField>
            </fieldset>
            <FormError message={errors.root?.server?.message} />
            {!readOnly && (
              <div className="blog-publish-row">
                <button type="submit" className="button primary" disabled={save.isPending || (article && !isDirty)}>
                  {article ? t('blog.saveChanges') : t('blog.saveDraft')}
                </button>
                {article && isDirty && <span className="muted">{t('blog.unsaved')}</span>}
              </div>
            )}
          </form>
          {article && !readOnly && <ArticleCoverInput article={article} onSaved={onSaved} />}
          {article && <PublishControls article={article} onSaved={onSaved} />}
        </div>
        <ArticlePreview title={values.title} summary={values.summary ?? ''} body={values.body} coverUrl={coverUrl} />
      </div>
    </div>
  );
}
