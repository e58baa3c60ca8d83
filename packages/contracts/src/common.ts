import { z } from 'zod';

/** Ids are UUIDs; replies name them `_id` as the spec's entities do. */
export const ZId = z.uuid();

import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.ts';

export * from './paging.ts';

/** The paging of every list (spec point 9: page 1, 50 rows); a list's query extends it. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/**
 * Spec point 3: a page of a list is `{ docs, totalDocs, … }`. Every list's reply is this shape,
 * extended where a list says more (an estimated total, cursors); the requests list keeps the spec's
 * own `{ data, totalDocs }` (spec point 7).
 */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ docs: z.array(item), totalDocs: z.number().int() });

/** A page that also echoes the page and size it answers. */
export const paged = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ page: z.number().int(), limit: z.number().int() });

export const ZOk = z.object({ ok: z.literal(true) });

/** Most calls carry the selected brand as a query parameter (spec point 7). */
export const ZBrandQuery = z.object({ brand: z.string().min(1).max(40).optional() });

/** Text without control characters (PostgreSQL refuses NUL in text; nobody types the others). */
const hasControlCharacter = (s: string) => [...s].some((c) => (c.codePointAt(0) ?? 0) < 32 || c.codePointAt(0) === 127);
export const ZPlainText = z.string().refine((s) => !hasControlCharacter(s), 'Control characters are not allowed');
