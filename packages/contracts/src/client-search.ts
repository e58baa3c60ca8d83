import { z } from 'zod';

/**
 * `GET /dashboard/users/search?field&searchText&limit` (spec point 7): suggestions for the quick
 * search, each naming the field that matched. The console's search box uses this shape; the
 * clients capability serves it.
 */
export const ZClientSearchField = z.enum(['readableId', 'account', 'name', 'email', 'phone', 'id']);
export const ZClientSearchResult = z
  .object({
    _id: z.string(),
    readableId: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    matchedField: z
      .string()
      .describe('ctrader_id, mt4_id, mt5_id (a login of that platform), phone, id, account, readableId, email or name'),
    matchedValue: z.string(),
  })
  .meta({ id: 'ClientSearchResult' });
export type TClientSearchResult = z.infer<typeof ZClientSearchResult>;
