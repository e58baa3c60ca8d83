import type { TAuditLogOptions } from '@crm/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { staff, staffBrands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';

/**
 * What the viewer's filters offer. Staff: everyone who works or worked in the selected brand,
 * deleted staff included (their records stay on the log); reading the log needs no right to the
 * staff list, so the viewer has its own. Actions and entity types: the distinct values on the
 * log, so what a new feature starts writing is offered without a catalogue to keep.
 */
export async function auditLogOptions({ db }: Deps, ctx: RequestContext): Promise<TAuditLogOptions> {
  const [people, actions, types] = await Promise.all([
    db
      .select({
        id: staff.id,
        name: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
        email: staff.email,
        deletedAt: staff.deletedAt,
      })
      .from(staff)
      .innerJoin(staffBrands, eq(staffBrands.staffId, staff.id))
      .where(eq(staffBrands.brandId, ctx.auth.brand))
      .orderBy(asc(staff.firstName), asc(staff.lastName), asc(staff.id)),
    distinctValues(db, 'action'),
    distinctValues(db, 'entity_type'),
  ]);
  return {
    staff: people.map((r) => ({ _id: r.id, name: r.name, email: r.email, deleted: r.deletedAt !== null })),
    actions,
    types,
  };
}

/**
 * The distinct values of an indexed column of the log, as a skip scan: one index probe per value
 * (`audit_log_action_idx`, `audit_log_entity_idx` start with them), however long the log.
 */
async function distinctValues(db: Deps['db'], column: 'action' | 'entity_type'): Promise<string[]> {
  const c = sql.identifier(column);
  const rows = await queryRows<{ value: string }>(
    db,
    sql`with recursive found as (
          (select ${c} as value from audit_log order by ${c} limit 1)
          union all
          select (select l.${c} from audit_log l where l.${c} > found.value order by l.${c} limit 1)
          from found where found.value is not null
        )
        select value from found where value is not null`,
  );
  return rows.map((r) => r.value).sort();
}
