import {
  ACCOUNT_TIERS,
  groupNameOf,
  LIVE_MIN_DEPOSIT_USD,
  type TAccountGroup,
  type TAccountTier,
} from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { getClient } from './get-client.ts';

const LABELS: Record<TAccountTier, string> = { standard: 'Standard', vip: 'VIP', vipblack: 'VIP Black' };

/** `GET …/accountTypes?environment_type=`: the tiers a client's new account can have, in the client's brand. */
export async function accountTypesFor(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  environment: 'live' | 'demo',
): Promise<TAccountGroup[]> {
  await getClient(deps, ctx, { id });
  return ACCOUNT_TIERS.map((tier) => ({
    name: tier,
    groupName: groupNameOf(ctx.auth.brand, environment, tier),
    label: LABELS[tier],
    minDeposit: environment === 'live' ? LIVE_MIN_DEPOSIT_USD[tier] : 0,
  }));
}

/** `GET …/extradetails`: how the client came and what they have done, beyond the profile. */
export async function extraDetails(deps: Deps, ctx: RequestContext, id: string) {
  const client = await getClient(deps, ctx, { id });
  const [agent] = client.sales_agent_id
    ? await deps.db
        .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, email: staff.email })
        .from(staff)
        .where(eq(staff.id, client.sales_agent_id))
    : [];
  return {
    registeredAt: client.createdAt,
    device_type: client.device_type,
    utms: client.utms,
    sales_agent: agent ? { _id: agent.id, name: `${agent.firstName} ${agent.lastName}`, email: agent.email } : null,
    live_accounts: client.live_accounts,
    demo_accounts: client.demo_accounts,
    first_deposit_at: client.first_deposit_at,
    ftd_amount_usd: client.ftd_amount_usd,
    total_deposits_usd: client.total_deposits_usd,
    suspended: client.suspended,
  };
}
