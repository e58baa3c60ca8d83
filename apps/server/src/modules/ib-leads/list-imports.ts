import type { TIbLeadImport } from '@crm/contracts';
import { desc, eq } from 'drizzle-orm';
import { ibLeadImports } from '../../db/schema-ib-leads.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { toImportReply } from './import-reply.ts';

/** The imports shown on the page: the brand's 20 latest. */
const SHOWN = 20;

/** `GET /dashboard/internals/ibleads`: the brand's latest imports, newest first. */
export async function listImports({ db }: Deps, ctx: RequestContext): Promise<TIbLeadImport[]> {
  const rows = await db
    .select()
    .from(ibLeadImports)
    .where(eq(ibLeadImports.brandId, ctx.auth.brand))
    .orderBy(desc(ibLeadImports.createdAt))
    .limit(SHOWN);
  return Promise.all(rows.map((row) => toImportReply(db, row)));
}
