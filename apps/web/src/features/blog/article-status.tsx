import type { TArticle } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { format } from 'date-fns';
import { useT } from '../../lib/i18n/use-t.ts';

/** An article's status as the feed sees it now, with its publish time when it has one. */
export function ArticleStatus({ article }: { article: Pick<TArticle, 'status' | 'publishAt'> }) {
  const t = useT(enBlog);
  const at = article.publishAt ? format(new Date(article.publishAt), 'dd/MM/yyyy HH:mm') : null;
  return (
    <span className={`status blog-status-${article.status}`}>
      {t(`blog.statuses.${article.status}`)}
      {at && article.status !== 'draft' && ` · ${at}`}
    </span>
  );
}

/** Said wherever a generated draft shows: a person did not write it. */
export function GeneratedBadge() {
  const t = useT(enBlog);
  return (
    <span className="badge blog-generated" title={t('blog.generatedHint')}>
      {t('blog.generated')}
    </span>
  );
}
