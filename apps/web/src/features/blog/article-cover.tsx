import type { TArticle } from '@crm/contracts';
import { MAX_ARTICLE_COVER_BYTES } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call, callForFile } from '../../lib/api/call.ts';
import { areaTranslate, useT } from '../../lib/i18n/use-t.ts';
import { blogKeys } from './blog-keys.ts';

const translate = areaTranslate(enBlog);

/** The cover as a blob: URL (fetched with the bearer token, as documents are); null without one. */
export function useCoverUrl(article: TArticle | undefined): string | null {
  const { data } = useQuery({
    queryKey: blogKeys.cover(article?._id ?? '', article?.updatedAt ?? ''),
    enabled: Boolean(article?.hasCover),
    queryFn: async () => {
      const res = await callForFile('getArticleCover', { params: { id: article?._id ?? '' } });
      if (!res.ok) throw new Error(translate('blog.coverFailed'));
      return res.blob();
    },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data || !article?.hasCover) return setUrl(null);
    const made = URL.createObjectURL(data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [data, article?.hasCover]);
  return url;
}

/** Choose a cover image: checked by its content on the server (JPEG, PNG or WebP, 5 MB at most). */
export function ArticleCoverInput({ article, onSaved }: { article: TArticle; onSaved: (a: TArticle) => void }) {
  const t = useT(enBlog);
  const id = useId();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return call('uploadArticleCover', { params: { id: article._id }, body });
    },
    onSuccess: (saved) => {
      setProblem(null);
      toast.success(t('blog.coverSaved'));
      onSaved(saved);
    },
    onError: (e) => setProblem(e instanceof ApiError ? e.message : t('blog.notSaved')),
  });
  return (
    <div className="field">
      <label htmlFor={id}>{article.hasCover ? t('blog.replaceCover') : t('blog.cover')}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending || article.status === 'archived'}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_ARTICLE_COVER_BYTES) return setProblem(t('blog.coverTooBig'));
          upload.mutate(file);
        }}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="form-error">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="muted blog-hint">
          {t('blog.coverHint')}
        </p>
      )}
    </div>
  );
}
