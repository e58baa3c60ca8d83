import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { dataScope, type ScopeCaller } from '../../http/data-scope.ts';
import { salesAgentIn } from '../clients/sales-agent-filter.ts';

/**
 * The scope and filters every trading report applies through the client (joined as `clients`):
 * brand and country whitelist (data-scope.ts), then the query's countries and sales agents. A
 * client's current country and agent count, as in the money facts.
 */
export function clientFilters(
  auth: ScopeCaller,
  query: { country?: string[] | undefined; sales_agent?: string[] | undefined },
): SQL {
  return (
    and(
      dataScope(auth, { brand: clients.brandId, country: clients.country }),
      // Soft-deleted clients (an undone IB lead import) are in no report, as in no list.
      isNull(clients.deletedAt),
      query.country?.length ? inArray(clients.country, query.country) : undefined,
      salesAgentIn(clients.salesAgentId, query.sales_agent),
    ) ?? sql`true`
  );
}

/** `column in (…)` for a non-empty list, else no condition. */
export const inList = (column: SQL, values: readonly string[] | undefined): SQL =>
  values?.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`true`;
