import { z } from 'zod';

/** Ids are UUIDs; replies name them `_id` as the spec's entities do. */
export const ZId = z.uuid();

import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.ts';

export * from './paging.ts';

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Spec point 3: paged lists return `docs` and `totalDocs`. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ docs: z.array(item), totalDocs: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const ZOk = z.object({ ok: z.literal(true) });

/** Most calls carry the selected brand as a query parameter (spec point 7). */
export const ZBrandQuery = z.object({ brand: z.string().min(1).max(40).optional() });

/** Text without control characters (PostgreSQL refuses NUL in text; nobody types the others). */
const hasControlCharacter = (s: string) => [...s].some((c) => (c.codePointAt(0) ?? 0) < 32 || c.codePointAt(0) === 127);
export const ZPlainText = z.string().refine((s) => !hasControlCharacter(s), 'Control characters are not allowed');
