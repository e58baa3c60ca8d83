import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { salesAssignmentSettings } from '../../db/schema-sales-assignment.ts';
import type { Deps } from '../../deps.ts';
import { invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { salesAssignmentOverview } from './overview.ts';
import { eligibleAgentSql } from './rotation.ts';

/**
 * `PUT /dashboard/salesassignment/default`: the agent who takes every new client of the brand, or
 * null to let the rotation decide. Audited with the agent before and after.
 */
export async function setDefaultAgent(deps: Deps, ctx: RequestContext, agentId: string | null) {
  const brand = ctx.auth.brand;
  await deps.db.transaction(async (tx) => {
    if (agentId) {
      const [agent] = await queryRows<{ id: string }>(
        tx,
        sql`select s.id::text as id from staff s where s.id = ${agentId}::uuid and ${eligibleAgentSql(brand)}`,
      );
      if (!agent) throw invalidField('agent_id', 'Not an enabled sales agent of this brand');
    }
    const [before] = await queryRows<{ agent: string | null }>(
      tx,
      sql`select default_agent_id::text as agent from sales_assignment_settings where brand_id = ${brand} for update`,
    );
    await tx
      .insert(salesAssignmentSettings)
      .values({ brandId: brand, defaultAgentId: agentId })
      .onConflictDoUpdate({
        target: salesAssignmentSettings.brandId,
        set: { defaultAgentId: agentId, updatedAt: new Date() },
      });
    await appendAudit(tx, auditContextOf(ctx), {
      action: 'salesAssignment.setDefaultAgent',
      entityType: 'salesAssignment',
      entityId: brand,
      before: { default_agent_id: before?.agent ?? null },
      after: { default_agent_id: agentId },
    });
  });
  return salesAssignmentOverview(deps, ctx);
}
