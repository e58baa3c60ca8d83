import { z } from 'zod';
import { ZClientListQuery } from './clients.ts';
import { paged, ZPageQuery, ZPlainText } from './common.ts';
import { FilterSyntaxError, filterValues, serializeFilters, type TFilterInput } from './filters.ts';

/**
 * Client segments (issue #17): a named, saved, shared view of the clients list, per brand. Its
 * `filters` are the clients list's (spec point 5's grammar over spec point 9's definitions), so a
 * segment's clients are what the clients list shows with the same filters.
 */

/** The longest filter text a segment keeps: the clients list's own limit on its `filters`. */
export const SEGMENT_FILTERS_MAX = 4000;

/** One filter as the filter builder holds it (spec point 3 "Client filter definition"). */
export const ZFilterInput = z.object({
  field: z.string().max(60),
  operator: z.string().max(10),
  // Either plain values or `{ value, label }` options, never both (spec point 5), checked below so
  // the refusal carries spec point 5's own message.
  values: z
    .array(z.union([ZPlainText.max(200), z.object({ value: ZPlainText.max(200), label: z.string().optional() })]))
    .max(300),
  inputType: z.string().max(20),
  type: z.string().max(20),
});

/**
 * A segment's filters: the clients list's `filters` text, or the builder's list of filters, which
 * becomes that text. A list mixing strings and objects is refused with spec point 5's message; a
 * filter with an empty operator, value, input type or type, which spec point 5 turns into "no
 * filter", is refused too: a segment saved as "every client" by mistake would reach everyone.
 */
export const ZSegmentFilters = z
  .union([ZPlainText.trim().max(SEGMENT_FILTERS_MAX), z.array(ZFilterInput).max(50)])
  .transform((filters, ctx) => {
    if (typeof filters === 'string') return filters;
    for (const [i, f] of filters.entries()) {
      try {
        filterValues(f.values as TFilterInput['values']);
      } catch (error) {
        if (!(error instanceof FilterSyntaxError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message, path: [i, 'values'] });
        return z.NEVER;
      }
    }
    const text = serializeFilters(filters as TFilterInput[]);
    if (filters.length > 0 && text === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'Each filter needs a known field, an operator, an input type, a type and at least one value',
      });
      return z.NEVER;
    }
    if (text.length > SEGMENT_FILTERS_MAX) {
      ctx.addIssue({ code: 'custom', message: `The filters are longer than ${SEGMENT_FILTERS_MAX} characters` });
      return z.NEVER;
    }
    return text;
  });

const ZSegmentName = ZPlainText.trim().min(1, 'A segment needs a name').max(100);

export const ZSegmentRequest = z.strictObject({ name: ZSegmentName, filters: ZSegmentFilters });
export type TSegmentRequest = z.input<typeof ZSegmentRequest>;

/** `PUT`: the name, the filters, or both. */
export const ZSegmentUpdate = z
  .strictObject({ name: ZSegmentName, filters: ZSegmentFilters })
  .partial()
  .refine((body) => body.name !== undefined || body.filters !== undefined, 'Nothing to change');
export type TSegmentUpdate = z.input<typeof ZSegmentUpdate>;

/** A segment is never hard-deleted (ribbons and sends name it): the reason is kept with it. */
export const ZDeleteSegmentRequest = z.strictObject({
  reason: ZPlainText.trim().min(1, 'Say why the segment is deleted').max(1000),
});

const ZStaffRef = z.object({ _id: z.string(), name: z.string() }).nullable();

export const ZSegment = z
  .object({
    _id: z.string(),
    name: z.string(),
    filters: z.string(),
    /**
     * Clients in the segment now that the caller may see (brand, country whitelist); null when its
     * filters no longer parse (the filter catalogue changed since it was saved).
     */
    size: z.number().int().nullable(),
    created_by: ZStaffRef,
    updated_by: ZStaffRef,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Segment' });
export type TSegment = z.infer<typeof ZSegment>;

export const SEGMENT_SORTS = ['name', 'createdAt', 'updatedAt'] as const;

export const ZSegmentListQuery = z.object({
  ...ZPageQuery.shape,
  sort: z
    .string()
    .regex(new RegExp(`^-?(${SEGMENT_SORTS.join('|')})$`), `Sort by one of ${SEGMENT_SORTS.join(', ')}`)
    .default('-updatedAt'),
  search: ZPlainText.trim().max(100).optional(),
  brand: z.string().optional(),
});
export type TSegmentListQuery = z.infer<typeof ZSegmentListQuery>;

export const ZSegmentPage = paged(ZSegment);

/** The editor's live count: how many clients the caller may see match `filters`, unsaved. */
export const ZSegmentCountQuery = z.object({
  filters: ZPlainText.max(SEGMENT_FILTERS_MAX).optional(),
  brand: z.string().optional(),
});
export const ZSegmentCount = z.object({ count: z.number().int() });

/**
 * A segment's clients: the clients list's query without its filters (the segment's own) and
 * without its lists and report drill-downs; the same columns, sort, paging, search and export.
 */
export const ZSegmentResultsQuery = ZClientListQuery.pick({
  page: true,
  limit: true,
  sort: true,
  search: true,
  fields: true,
  cursor: true,
  export: true,
  brand: true,
});
export type TSegmentResultsQuery = z.infer<typeof ZSegmentResultsQuery>;

/** The size over time, per day (the brokerage's reporting day), oldest first; today counted now. */
export const ZSegmentHistoryQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(90),
  brand: z.string().optional(),
});
export const ZSegmentHistory = z.object({
  days: z.array(z.object({ day: z.iso.date(), clients: z.number().int() })),
});
export type TSegmentHistory = z.infer<typeof ZSegmentHistory>;
