import type { TClientMessagePreview, TClientMessageTarget } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { membersFrom, outcomeSql, resolveTarget } from './message-target.ts';

type Counts = { recipients: number; queued: number; no_consent: number; no_address: number };

/**
 * `POST /dashboard/clientMessages/preview`: who a target reaches now, for the confirmation before
 * sending: every member in the caller's scope, how many would get the message, how many are
 * skipped and why. The same conditions the send uses (message-target.ts).
 */
export async function previewClientMessage(
  deps: Deps,
  ctx: RequestContext,
  target: TClientMessageTarget,
): Promise<TClientMessagePreview> {
  const resolved = await resolveTarget(deps.db, ctx.auth, target);
  const [row] = await queryRows<Counts>(
    deps.db,
    sql`select count(*)::int as recipients,
          count(*) filter (where o.outcome = 'queued')::int as queued,
          count(*) filter (where o.outcome = 'skipped_no_consent')::int as no_consent,
          count(*) filter (where o.outcome = 'skipped_no_address')::int as no_address
        from (select ${outcomeSql(target.channel)} as outcome from ${membersFrom(ctx.auth, resolved)}) o`,
  );
  return {
    recipients: row?.recipients ?? 0,
    deliverable: row?.queued ?? 0,
    skipped_no_consent: row?.no_consent ?? 0,
    skipped_no_address: row?.no_address ?? 0,
  };
}
