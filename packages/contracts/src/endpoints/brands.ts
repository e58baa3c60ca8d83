import { z } from 'zod';
import { ZBrand } from '../brands.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';

export const brandEndpoints = {
  /** Public: the sign-in page shows the brand's CRM name and logo before anyone signs in. */
  listBrands: defineEndpoint({
    method: 'GET',
    path: '/dashboard/brands',
    access: access.public,
    tags: ['brands'],
    reply: z.array(ZBrand),
  }),
};
