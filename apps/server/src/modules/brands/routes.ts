import { brandEndpoints } from '@crm/contracts';
import { asc, desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { brands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';

export const brandRoutes =
  ({ db }: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, brandEndpoints.listBrands, async () => {
      const rows = await db.select().from(brands).orderBy(desc(brands.isDefault), asc(brands.id));
      return rows.map((b) => ({
        _id: b.id,
        name: b.name,
        crmName: b.crmName,
        logoUrl: b.logoUrl,
        isDefault: b.isDefault,
      }));
    });
  };
