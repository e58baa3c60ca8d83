import { enBlog } from '@crm/contracts/locales/en/blog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useDebounced } from '../search/use-debounced.ts';
import { blogKeys } from './blog-keys.ts';

const PREVIEW_DEBOUNCE_MS = 400;

type Props = { title: string; summary: string; body: string; coverUrl: string | null };

/**
 * The article as readers will get it. The body's HTML comes from the server's own renderer and
 * sanitiser (`POST …/blog/preview`), the same code the feed's HTML goes through, so the preview
 * cannot show something the feed would not; title and summary are plain text, escaped by React.
 */
export function ArticlePreview({ title, summary, body, coverUrl }: Props) {
  const t = useT(enBlog);
  const settled = useDebounced(body, PREVIEW_DEBOUNCE_MS);
  const { data, error } = useQuery({
    queryKey: blogKeys.preview(settled),
    queryFn: () => call('previewArticle', { body: { body: settled } }),
    placeholderData: keepPreviousData,
  });
  return (
    <article className="blog-preview" aria-label={t('blog.preview')}>
      {coverUrl && <img className="blog-preview-cover" src={coverUrl} alt="" />}
      <h2>{title || t('blog.untitled')}</h2>
      {summary && <p className="blog-preview-summary">{summary}</p>}
      {error ? (
        <p className="form-error">{t('blog.previewFailed', { reason: error.message })}</p>
      ) : (
        <div
          className="blog-preview-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised on the server by sanitize-html (render-markdown.ts).
          dangerouslySetInnerHTML={{ __html: data?.html ?? '' }}
        />
      )}
    </article>
  );
}
