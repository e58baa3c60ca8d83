import './list.css';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * Previous / next with where the list stands; page numbers come from the list state in the URL.
 * A list that knows more than its count (a next cursor, an estimated total) says so through
 * `hasNext` and `approximate`.
 */
export function Pager({
  page,
  pages,
  total,
  noun,
  one,
  onPage,
  hasNext = page < pages,
  approximate = false,
}: {
  page: number;
  pages: number;
  total: number;
  noun: string;
  /** The noun for a total of exactly one ("link" beside "links"), when it differs. */
  one?: string;
  onPage: (page: number) => void;
  hasNext?: boolean;
  approximate?: boolean;
}) {
  const t = useT();
  const figures = {
    page: page.toLocaleString('en'),
    pages: pages.toLocaleString('en'),
    total: total.toLocaleString('en'),
    noun: total === 1 && one && !approximate ? one : noun,
  };
  return (
    <nav className="pager" aria-label={t('pager.pages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{approximate ? t('pager.positionAbout', figures) : t('pager.position', figures)}</span>
      <button type="button" className="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
