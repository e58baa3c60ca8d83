import type { CLIENT_SORTS } from '@crm/contracts';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { isSortValueText, type SortValueType } from './sort-value-text.ts';

type SortKey = (typeof CLIENT_SORTS)[number];

/**
 * Each sort key, its column and the SQL type its cursor value is cast back to. Every key has an
 * index `(brand_id, column, id)`, so a page is an index walk from the cursor, however deep.
 * Only `ftd_amount_usd` can be NULL (no deposit yet).
 */
const SORTS: Record<SortKey, { column: AnyColumn; type: SortValueType; nullable: boolean }> = {
  createdAt: { column: clients.createdAt, type: 'timestamptz', nullable: false },
  readableId: { column: clients.readableId, type: 'bigint', nullable: false },
  last_name: { column: clients.lastName, type: 'text', nullable: false },
  email: { column: clients.email, type: 'text', nullable: false },
  country: { column: clients.country, type: 'text', nullable: false },
  total_deposits_usd: { column: clients.totalDepositsUsd, type: 'bigint', nullable: false },
  ftd_amount_usd: { column: clients.ftdAmountUsd, type: 'bigint', nullable: true },
};

export type ClientOrder = { key: SortKey; descending: boolean };

/** `-total_deposits_usd` → descending by total deposits; the contract has already checked the key. */
export function parseSort(sort: string): ClientOrder {
  return { key: sort.replace(/^-/, '') as SortKey, descending: sort.startsWith('-') };
}

/** ORDER BY for an order, the client id breaking ties so every row has one place. */
export function orderBy({ key, descending }: ClientOrder): SQL[] {
  const by = descending ? desc : asc;
  return [by(SORTS[key].column), by(clients.id)];
}

/**
 * The sort value of a row as text, read in the same query: a timestamp keeps its microseconds,
 * which a JavaScript Date would round away (and the next page would then repeat or skip a row).
 */
export const sortValueText = ({ key }: ClientOrder) => sql<string | null>`${SORTS[key].column}::text`;

/**
 * A cursor names the row a page starts after (Next) or ends before (Previous), for one sort.
 * It is opaque to the console: base64url of `[direction, sort, value, id]`.
 */
export type Cursor = { direction: 'after' | 'before'; sort: string; value: string | null; id: string };

export const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.direction, c.sort, c.value, c.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badCursor = (message: string) =>
  new AppError('validation', message, { details: [{ path: 'query.cursor', message }] });

export function decodeCursor(text: string, sort: string): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 4 ||
    (parts[0] !== 'after' && parts[0] !== 'before') ||
    (typeof parts[2] !== 'string' && parts[2] !== null) ||
    typeof parts[3] !== 'string' ||
    !UUID.test(parts[3])
  ) {
    throw badCursor('The cursor is not one this list gave out; start again from page 1.');
  }
  if (parts[1] !== sort) throw badCursor('The cursor belongs to another sort; start again from page 1.');
  // The value is cast back to its column's type in SQL: a forged one would fail there, as a 500.
  const { type, nullable } = SORTS[parseSort(sort).key];
  if (parts[2] === null ? !nullable : !isSortValueText(type, parts[2])) {
    throw badCursor('The cursor is not one this list gave out; start again from page 1.');
  }
  return { direction: parts[0], sort, value: parts[2], id: parts[3] };
}

/**
 * The rows strictly beyond the cursor in the walking order. PostgreSQL orders NULL last ascending
 * and first descending, so in either direction a NULL sort value sits at one end of the walk.
 * The non-NULL part is a row comparison, which a btree index serves as a range.
 */
export function beyondCursor(order: ClientOrder, cursor: Cursor, walkDescending: boolean): SQL {
  const { column, type, nullable } = SORTS[order.key];
  const id = sql`${cursor.id}::uuid`;
  const cmp = walkDescending ? sql.raw('<') : sql.raw('>');
  if (cursor.value === null) {
    // Ascending walks meet NULLs last: only NULLs with a later id remain. Descending walks start
    // with them: the later NULLs remain, and then every non-NULL value.
    return walkDescending
      ? sql`((${column} is null and ${clients.id} < ${id}) or ${column} is not null)`
      : sql`(${column} is null and ${clients.id} > ${id})`;
  }
  const value = sql`cast(${cursor.value} as ${sql.raw(type)})`;
  const beyond = sql`(${column}, ${clients.id}) ${cmp} (${value}, ${id})`;
  if (!nullable) return beyond;
  return walkDescending ? beyond : sql`(${beyond} or ${column} is null)`;
}
