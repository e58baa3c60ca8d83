import type { TArticle } from '@crm/contracts';
import { format } from 'date-fns';

const LABELS: Record<TArticle['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

/** An article's status as the feed sees it now, with its publish time when it has one. */
export function ArticleStatus({ article }: { article: Pick<TArticle, 'status' | 'publishAt'> }) {
  const at = article.publishAt ? format(new Date(article.publishAt), 'dd/MM/yyyy HH:mm') : null;
  return (
    <span className={`status blog-status-${article.status}`}>
      {LABELS[article.status]}
      {at && article.status !== 'draft' && ` · ${at}`}
    </span>
  );
}

/** Said wherever a generated draft shows: a person did not write it. */
export function GeneratedBadge() {
  return (
    <span className="badge blog-generated" title="Composed by the server from the price feed, not written by a person">
      Generated from data
    </span>
  );
}
