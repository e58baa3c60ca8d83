import { ZBrand } from '@crm/contracts';
import { asc, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { access } from '../../http/route-access.ts';

export const brandRoutes =
  ({ db }: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Public: the sign-in page shows the brand's CRM name and logo before anyone signs in. */
    app.get('/dashboard/brands', {
      config: { access: access.public },
      schema: { tags: ['brands'], response: { 200: z.array(ZBrand) } },
      handler: async () => {
        const rows = await db.select().from(brands).orderBy(desc(brands.isDefault), asc(brands.id));
        return rows.map((b) => ({
          _id: b.id,
          name: b.name,
          crmName: b.crmName,
          logoUrl: b.logoUrl,
          isDefault: b.isDefault,
        }));
      },
    });
  };
