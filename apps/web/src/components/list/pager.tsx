import './list.css';

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
  const about = approximate ? 'about ' : '';
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page.toLocaleString('en')} of {about}
        {pages.toLocaleString('en')} · {about}
        {total.toLocaleString('en')} {total === 1 && one && !approximate ? one : noun}
      </span>
      <button type="button" className="button" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
