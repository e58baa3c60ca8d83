import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import { brandMailSettings } from '../../db/schema-messaging.ts';
import { brandRiskWarnings } from '../../db/schema-ribbons.ts';
import type { MarketingBrand } from './compose-marketing-mail.ts';

/** For a brand without a warning of its own yet: the standard ESMA wording. */
const STANDARD_RISK_WARNING =
  'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ' +
  'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.';

/**
 * The brand's sender and CFD risk warning, which every marketing e-mail carries: the same warning
 * its promotional ribbons carry (one text per brand, `brand_risk_warnings`).
 */
export async function marketingBrandOf(db: Executor, brandId: string): Promise<MarketingBrand> {
  const [row] = await db
    .select({
      name: brands.name,
      fromAddress: brandMailSettings.fromAddress,
      riskWarning: brandRiskWarnings.cfdRiskWarning,
    })
    .from(brands)
    .leftJoin(brandMailSettings, eq(brandMailSettings.brandId, brands.id))
    .leftJoin(brandRiskWarnings, eq(brandRiskWarnings.brandId, brands.id))
    .where(eq(brands.id, brandId));
  if (!row) throw new Error(`no brand ${brandId}`);
  return {
    id: brandId,
    name: row.name,
    fromAddress: row.fromAddress ?? `${row.name} <no-reply@${brandId}.example>`,
    riskWarning: `Risk warning: ${row.riskWarning ?? STANDARD_RISK_WARNING}`,
  };
}
