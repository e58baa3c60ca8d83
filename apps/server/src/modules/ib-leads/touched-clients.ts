import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type TouchedClient = { id: string; readable_id: number; why: string };

/**
 * The clients an import created that were worked on since: changed (any audited action on the
 * client but its registration), or given a note, a document, a trading account, a request or a
 * money transaction. Such an import can no longer be undone. At most `limit`, in line order.
 */
export async function touchedClients(db: Executor, importId: string, limit: number): Promise<TouchedClient[]> {
  return queryRows<TouchedClient>(
    db,
    sql`select c.id::text as id, c.readable_id::int as readable_id, t.why
        from ib_lead_rows r join clients c on c.id = r.client_id
        cross join lateral (
          select 'changed since the import' as why where c.updated_at > c.created_at
            or exists (select 1 from audit_log a where a.entity_id = c.id::text and a.action <> 'client.register')
            or exists (select 1 from audit_inbox a where a.entity_id = c.id::text and a.action <> 'client.register')
          union all select 'has notes' where exists (select 1 from client_notes n where n.client_id = c.id)
          union all select 'has documents' where exists (select 1 from client_documents d where d.client_id = c.id)
          union all select 'has trading accounts' where exists (select 1 from trading_accounts a where a.client_id = c.id)
          union all select 'has requests' where exists (select 1 from client_requests q where q.client_id = c.id)
          union all select 'has money transactions' where exists (select 1 from transactions m where m.client_id = c.id)
          limit 1
        ) t
        where r.import_id = ${importId}::uuid and r.status = 'created' and c.deleted_at is null
        order by r.line limit ${limit}`,
  );
}
