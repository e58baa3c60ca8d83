import type { TClientDrillFilters } from '@crm/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { salesAgentIn } from './sales-agent-filter.ts';

const tag = (key: 'source' | 'medium' | 'campaign') => sql`${clients.utms} ->> ${sql.raw(`'utm_${key}'`)}`;

/**
 * The clients list's drill filters (beside spec point 9's): the UTM tags as the reports' client
 * facts read them (migration 0019: `nullif(utms ->> 'utm_source', '')`, so an empty tag is no tag)
 * and the sales agent.
 */
export function drillFiltersToSql(f: TClientDrillFilters): SQL | undefined {
  return and(
    f.utm_source ? eq(tag('source'), f.utm_source) : undefined,
    f.utm_medium ? eq(tag('medium'), f.utm_medium) : undefined,
    f.utm_campaign ? eq(tag('campaign'), f.utm_campaign) : undefined,
    ...(f.no_utm ?? []).map((key) => sql`coalesce(${tag(key)}, '') = ''`),
    salesAgentIn(clients.salesAgentId, f.sales_agent),
  );
}
