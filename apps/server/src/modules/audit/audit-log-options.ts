import type { TAuditLogOptions } from '@crm/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { staff, staffBrands } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';

/**
 * What the viewer's filters offer. Staff: everyone who works or worked in the selected brand,
 * deleted staff included (their records stay on the log); reading the log needs no right to the
 * staff list, so the viewer has its own. Actions: the distinct codes on the log, read as a skip
 * scan over `audit_log_action_idx` (one index probe per code, however long the log), so a code
 * a new feature starts writing is offered without a catalogue to keep.
 */
export async function auditLogOptions({ db }: Deps, ctx: RequestContext): Promise<TAuditLogOptions> {
  const [people, actions] = await Promise.all([
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
    queryRows<{ action: string }>(
      db,
      sql`with recursive codes as (
            (select action from audit_log order by action limit 1)
            union all
            select (select l.action from audit_log l where l.action > codes.action order by l.action limit 1)
            from codes where codes.action is not null
          )
          select action from codes where action is not null`,
    ),
  ]);
  return {
    staff: people.map((r) => ({ _id: r.id, name: r.name, email: r.email, deleted: r.deletedAt !== null })),
    actions: actions.map((a) => a.action).sort(),
  };
}
