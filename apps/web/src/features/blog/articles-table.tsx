import { ARTICLE_LANGUAGE_NAMES, type TArticle } from '@crm/contracts';
import { format } from 'date-fns';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { ArticleStatus, GeneratedBadge } from './article-status.tsx';

type Props = {
  articles: readonly TArticle[] | undefined;
  brandName: (id: string) => string;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onOpen: (article: TArticle) => void;
};

/** The brand's articles, last changed first; a row opens the article in the editor. */
export function ArticlesTable({ articles, brandName, loading, error, onRetry, onOpen }: Props) {
  const columns: ListColumn<TArticle>[] = [
    {
      id: 'title',
      label: 'Title',
      identity: true,
      cell: (a) => (
        <span className="title-row">
          <button type="button" className="link-button" onClick={() => onOpen(a)}>
            {a.title}
          </button>
          {a.generated && <GeneratedBadge />}
        </span>
      ),
    },
    { id: 'status', label: 'Status', nowrap: true, cell: (a) => <ArticleStatus article={a} /> },
    { id: 'language', label: 'Language', nowrap: true, cell: (a) => ARTICLE_LANGUAGE_NAMES[a.language] },
    { id: 'brand', label: 'Brand', nowrap: true, cell: (a) => brandName(a.brand) },
    { id: 'slug', label: 'Slug', cell: (a) => <code>{a.slug}</code> },
    { id: 'author', label: 'Author', nowrap: true, cell: (a) => a.author.name },
    { id: 'updated', label: 'Changed', nowrap: true, cell: (a) => format(new Date(a.updatedAt), 'dd/MM/yyyy HH:mm') },
  ];
  return (
    <ListTable
      caption="Articles, last changed first"
      listId="internals-blog-articles"
      columns={columns}
      rows={articles}
      rowKey={(a) => a._id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onOpen={onOpen}
      empty="No article yet for this brand."
    />
  );
}
