import { eq } from 'drizzle-orm';
import { brandRiskWarnings } from '../../db/schema-ribbons.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';

/** `GET /dashboard/users/ribbons/riskWarning`: the selected brand's CFD risk warning (null: none yet). */
export async function brandRiskWarning(
  { db }: Deps,
  ctx: RequestContext,
): Promise<{ cfd_risk_warning: string | null }> {
  const [row] = await db.select().from(brandRiskWarnings).where(eq(brandRiskWarnings.brandId, ctx.auth.brand));
  return { cfd_risk_warning: row?.cfdRiskWarning ?? null };
}
