import type { TSalesAssignmentOverview } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { defaultAgentOf } from './rotation.ts';

type AgentRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  countries: string[] | null;
};

/**
 * `GET /dashboard/salesassignment`: the brand's sales agents (enabled or not, deleted ones left
 * out) with their rotation countries and current clients, the default agent, and how many clients
 * have none. Counts stay within the caller's countries, like every client figure; one grouped count
 * over the (brand, agent) index.
 */
export async function salesAssignmentOverview({ db }: Deps, ctx: RequestContext): Promise<TSalesAssignmentOverview> {
  const brand = ctx.auth.brand;
  const [agents, counts, defaultAgent] = await Promise.all([
    queryRows<AgentRow>(
      db,
      sql`select s.id::text as id, s.first_name, s.last_name, s.email, s.active, s.sales_rotation_countries as countries
          from staff s join staff_brands b on b.staff_id = s.id and b.brand_id = ${brand}
          where s.department = 'sales' and s.deleted_at is null
          order by s.first_name, s.last_name, s.id`,
    ),
    queryRows<{ agent: string | null; n: number }>(
      db,
      sql`select ${clients.salesAgentId}::text as agent, count(*)::int as n from ${clients}
          where ${dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })}
          group by ${clients.salesAgentId}`,
    ),
    defaultAgentOf(db, brand),
  ]);
  const byAgent = new Map(counts.map((c) => [c.agent, c.n]));
  return {
    default_agent_id: defaultAgent,
    agents: agents.map((a) => ({
      _id: a.id,
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      active: a.active,
      sales_rotation_countries: a.countries ?? [],
      clients: byAgent.get(a.id) ?? 0,
    })),
    unassigned: byAgent.get(null) ?? 0,
  };
}
