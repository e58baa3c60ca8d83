import type { KeysetKey } from '../../db/keyset.ts';

/** One column of an exported list: the field it writes, its header and how a row's value is read. */
export type ExportColumn<Row> = { key: string; header: string; value: (row: Row) => unknown };

/**
 * A list as an export reads it: its own scoped query (brand, country whitelist, the list's filters
 * and sort), walked page by page by keyset, and the columns the view shows. The writers and the
 * audit record are the same for every list (stream-export.ts).
 */
export type ExportSource<Row> = {
  /** The audited entity, `client.export` on `client`; also the file's and the sheet's name. */
  entityType: 'client' | 'transaction' | 'request' | 'audit' | 'staff';
  /** The file's name without its extension, e.g. `clients-meridian-verified-2026-11-24`. */
  filename: string;
  sheet: string;
  columns: readonly ExportColumn<Row>[];
  /** The list's state the file is cut from (view, filters, search, sort), as the audit record keeps it. */
  view: Record<string, unknown>;
  /** How many rows match now, for the audit record. */
  count: () => Promise<number>;
  /** Up to `limit` rows after `after` (from the first when null), in the list's order. */
  page: (after: KeysetKey | null, limit: number) => Promise<readonly Row[]>;
  /** Where the walk stands after a row: its sort value as PostgreSQL text, and its id. */
  keyOf: (row: Row) => KeysetKey;
};

/** Every matching row, a page at a time: each page starts after the last row of the one before. */
export async function* keysetPages<Row>(source: ExportSource<Row>, size: number): AsyncGenerator<readonly Row[]> {
  let after: KeysetKey | null = null;
  for (;;) {
    const rows = await source.page(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = source.keyOf(last);
  }
}
