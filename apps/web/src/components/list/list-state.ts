import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@crm/contracts/paging';
import { parseFieldsParam } from './fields.ts';

/** A list's whole state; every part lives in the URL so a reload or a shared link shows the same rows. */
export type ListState = {
  page: number;
  limit: number;
  sort: string | null;
  search: string | null;
  filters: string | null;
  fields: string[];
  /** Where the page starts, as the server gave it (a list that pages by cursor); null on page 1. */
  cursor: string | null;
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Reads the state from the URL. Columns come from `fields` in the URL, else from what was saved
 * for this page, else the page's defaults. Empty search text is null (spec point 5).
 */
export function readListState(
  params: URLSearchParams,
  saved: string | null,
  defaultFields: readonly string[],
): ListState {
  // An empty `fields` (in the URL or saved) is a choice of no column, not a missing one.
  const fields = parseFieldsParam(params.get('fields')) ?? parseFieldsParam(saved) ?? [...defaultFields];
  return {
    page: positive(params.get('page'), DEFAULT_PAGE),
    limit: positive(params.get('limit'), DEFAULT_PAGE_SIZE),
    sort: params.get('sort') || null,
    search: params.get('search')?.trim() || null,
    filters: params.get('filters') || null,
    fields,
    cursor: params.get('cursor') || null,
  };
}

/**
 * The URL parameters for a change. Defaults are left out to keep links short; changing anything
 * but the page goes back to page 1, since the rows before it are no longer the same; a cursor
 * is kept only with the page change that brought it.
 */
export function writeListState(current: URLSearchParams, change: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null, fallback?: string) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  if (change.limit !== undefined) set('limit', String(change.limit), String(DEFAULT_PAGE_SIZE));
  if (change.sort !== undefined) set('sort', change.sort);
  if (change.search !== undefined) set('search', change.search?.trim() || null);
  if (change.filters !== undefined) set('filters', change.filters);
  // Kept even when empty: `fields=` says "no column", where no parameter says "the saved choice".
  if (change.fields !== undefined) next.set('fields', change.fields.join(','));
  const onlyPage = Object.keys(change).every((k) => k === 'page' || k === 'cursor');
  const page = onlyPage ? (change.page ?? DEFAULT_PAGE) : DEFAULT_PAGE;
  set('page', String(page), String(DEFAULT_PAGE));
  // A cursor only ever goes with the page it leads to; page 1 needs none.
  set('cursor', onlyPage && page !== DEFAULT_PAGE ? (change.cursor ?? null) : null);
  return next;
}
