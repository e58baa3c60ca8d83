import type { TArticle } from '@crm/contracts';
import { enBlog } from '@crm/contracts/locales/en/blog';
import { format } from 'date-fns';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
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
  const t = useT(enBlog);
  const columns: ListColumn<TArticle>[] = [
    {
      id: 'title',
      label: t('blog.column.title'),
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
    { id: 'status', label: t('blog.column.status'), nowrap: true, cell: (a) => <ArticleStatus article={a} /> },
    { id: 'language', label: t('blog.column.language'), nowrap: true, cell: (a) => t(`blog.languages.${a.language}`) },
    { id: 'brand', label: t('blog.column.brand'), nowrap: true, cell: (a) => brandName(a.brand) },
    { id: 'slug', label: t('blog.column.slug'), cell: (a) => <code>{a.slug}</code> },
    { id: 'author', label: t('blog.column.author'), nowrap: true, cell: (a) => a.author.name },
    {
      id: 'updated',
      label: t('blog.column.updated'),
      nowrap: true,
      cell: (a) => format(new Date(a.updatedAt), 'dd/MM/yyyy HH:mm'),
    },
  ];
  return (
    <ListTable
      caption={t('blog.caption')}
      listId="internals-blog-articles"
      columns={columns}
      rows={articles}
      rowKey={(a) => a._id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onOpen={onOpen}
      empty={t('blog.empty')}
    />
  );
}
