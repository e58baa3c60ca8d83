import { NO_SALES_AGENT } from '@crm/contracts';
import { type Column, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

/**
 * A `sales_agent` filter (a comma list of agents' ids, `none` for no agent) over a client's agent
 * column: the reports group the clients without an agent under a null agent, and a figure of that
 * group opens its rows with `none`. The lists and the reports' facts (report-sql.ts) read it alike.
 */
export function salesAgentIn(column: Column | SQL, agents: readonly string[] | undefined): SQL | undefined {
  if (!agents?.length) return undefined;
  const ids = agents.filter((a) => a !== NO_SALES_AGENT);
  const agent = sql`${column}`;
  return or(
    ids.length > 0 ? inArray(agent, ids) : undefined,
    agents.includes(NO_SALES_AGENT) ? isNull(agent) : undefined,
  );
}
