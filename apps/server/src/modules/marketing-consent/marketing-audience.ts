import { type SQL, sql } from 'drizzle-orm';
import type { ScopeCaller } from '../../http/data-scope.ts';

/**
 * The clients a marketing e-mail may go to, as a condition on `clients c`: the caller's brand (and
 * country whitelist), KYC-verified, consented to marketing and not unsubscribed; `within` narrows
 * it further (a segment's members).
 */
export function marketingAudienceSql(auth: ScopeCaller, within: SQL = sql`true`): SQL {
  const whitelist = auth.staff.enableCountryWhitelist
    ? auth.staff.whitelistCountries.length > 0
      ? sql`and c.country in (${sql.join(
          auth.staff.whitelistCountries.map((c) => sql`${c}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  return sql`c.brand_id = ${auth.brand} ${whitelist}
    and c.kyc_status = 'approved' and ${within}
    and exists (select 1 from client_marketing_consent m
                where m.client_id = c.id and m.consented and m.unsubscribed_at is null)`;
}
