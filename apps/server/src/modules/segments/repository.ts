import { and, asc, type Column, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { clientSegments } from '../../db/schema-segments.ts';

const creator = alias(staff, 'segment_creator');
const editor = alias(staff, 'segment_editor');
const nameOf = (s: { firstName: Column; lastName: Column }) =>
  sql<string | null>`${s.firstName} || ' ' || ${s.lastName}`;

/** A segment as the API shows it, before its size is counted. */
export type SegmentRow = {
  id: string;
  name: string;
  filters: string;
  createdById: string | null;
  createdByName: string | null;
  updatedById: string | null;
  updatedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const columns = {
  id: clientSegments.id,
  name: clientSegments.name,
  filters: clientSegments.filters,
  createdById: clientSegments.createdBy,
  createdByName: nameOf(creator),
  updatedById: clientSegments.updatedBy,
  updatedByName: nameOf(editor),
  createdAt: clientSegments.createdAt,
  updatedAt: clientSegments.updatedAt,
};

/** The brand's segments not deleted. */
export const liveSegments = (brandId: string): SQL =>
  and(eq(clientSegments.brandId, brandId), isNull(clientSegments.deletedAt)) ?? sql`false`;

const SORT_COLUMNS = {
  name: clientSegments.name,
  createdAt: clientSegments.createdAt,
  updatedAt: clientSegments.updatedAt,
};

/** A page of the brand's segments; `search` matches part of the name. */
export async function findSegments(
  db: Executor,
  brandId: string,
  q: { page: number; limit: number; sort: string; search?: string | undefined },
): Promise<{ rows: SegmentRow[]; total: number }> {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(liveSegments(brandId), like ? ilike(clientSegments.name, like) : undefined);
  const descending = q.sort.startsWith('-');
  const key = q.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const direction = descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(clientSegments)
      .leftJoin(creator, eq(creator.id, clientSegments.createdBy))
      .leftJoin(editor, eq(editor.id, clientSegments.updatedBy))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[key] ?? clientSegments.updatedAt), direction(clientSegments.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(clientSegments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One live segment of the brand; `lock` holds it for an update in the caller's transaction. */
export async function findSegment(
  db: Executor,
  brandId: string,
  id: string,
  lock = false,
): Promise<SegmentRow | undefined> {
  const query = db
    .select(columns)
    .from(clientSegments)
    .leftJoin(creator, eq(creator.id, clientSegments.createdBy))
    .leftJoin(editor, eq(editor.id, clientSegments.updatedBy))
    .where(and(liveSegments(brandId), eq(clientSegments.id, id)));
  const [row] = await (lock ? query.for('update', { of: clientSegments }) : query);
  return row;
}
