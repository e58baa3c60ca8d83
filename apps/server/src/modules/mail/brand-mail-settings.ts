import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import { brandMailSettings } from '../../db/schema-messaging.ts';
import type { MarketingBrand } from './compose-marketing-mail.ts';

/** For a brand added after the migration seeded the two demo brands' wording: the standard ESMA warning. */
const STANDARD_RISK_WARNING =
  'Risk warning: CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ' +
  'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.';

/** The brand's sender and CFD risk warning, which every marketing e-mail carries. */
export async function marketingBrandOf(db: Executor, brandId: string): Promise<MarketingBrand> {
  const [row] = await db
    .select({
      name: brands.name,
      fromAddress: brandMailSettings.fromAddress,
      riskWarning: brandMailSettings.riskWarning,
    })
    .from(brands)
    .leftJoin(brandMailSettings, eq(brandMailSettings.brandId, brands.id))
    .where(eq(brands.id, brandId));
  if (!row) throw new Error(`no brand ${brandId}`);
  return {
    id: brandId,
    name: row.name,
    fromAddress: row.fromAddress ?? `${row.name} <no-reply@${brandId}.example>`,
    riskWarning: row.riskWarning ?? STANDARD_RISK_WARNING,
  };
}
