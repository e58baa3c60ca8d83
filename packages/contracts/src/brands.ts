import { z } from 'zod';

export const ZBrand = z
  .object({
    _id: z.string(),
    name: z.string(),
    crmName: z.string().describe('Shown as the sign-in page title.'),
    logoUrl: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Brand' });
export type TBrand = z.infer<typeof ZBrand>;
