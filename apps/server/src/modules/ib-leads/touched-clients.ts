import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type TouchedClient = { id: string; readable_id: number; why: string };

/**
 * The clients an import created that were worked on since: changed (any audited action on the
 * client but its registration), or given a note, a document, a trading account, a request or a
 * money transaction. Such an import can no longer be undone. At most `limit`, in line order.
 * Set-based (one semi-join per kind of work), so 100,000 clients are checked in one pass each.
 */
export async function touchedClients(db: Executor, importId: string, limit: number): Promise<TouchedClient[]> {
  return queryRows<TouchedClient>(
    db,
    sql`with made as materialized (
          select c.id, c.readable_id, r.line, c.updated_at > c.created_at as changed
          from ib_lead_rows r join clients c on c.id = r.client_id
          where r.import_id = ${importId}::uuid and r.status = 'created' and c.deleted_at is null
        ), hits as (
          select id, readable_id, line, 1 as rank, 'changed since the import' as why from made where changed
          union all select id, readable_id, line, 1, 'changed since the import' from made m
            where exists (select 1 from audit_log a where a.entity_id = m.id::text and a.action <> 'client.register')
          union all select id, readable_id, line, 1, 'changed since the import' from made m
            where m.id::text in (select a.entity_id from audit_inbox a where a.action <> 'client.register')
          union all select id, readable_id, line, 2, 'has notes' from made m
            where exists (select 1 from client_notes n where n.client_id = m.id)
          union all select id, readable_id, line, 3, 'has documents' from made m
            where exists (select 1 from client_documents d where d.client_id = m.id)
          union all select id, readable_id, line, 4, 'has trading accounts' from made m
            where exists (select 1 from trading_accounts a where a.client_id = m.id)
          union all select id, readable_id, line, 5, 'has requests' from made m
            where exists (select 1 from client_requests q where q.client_id = m.id)
          union all select id, readable_id, line, 6, 'has money transactions' from made m
            where exists (select 1 from transactions t where t.client_id = m.id)
        )
        select id::text as id, readable_id::int as readable_id, (array_agg(why order by rank))[1] as why
        from hits
        group by id, readable_id, line
        order by line limit ${limit}`,
  );
}
