import {
  ACCOUNT_TIERS,
  fromMinorUnits,
  groupNameOf,
  LIVE_MIN_DEPOSIT_USD,
  type TAccountGroup,
  type TAccountTier,
} from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { minDepositIn } from '../rates/brokerage-figures.ts';
import { getClient } from './get-client.ts';

const LABELS: Record<TAccountTier, string> = { standard: 'Standard', vip: 'VIP', vipblack: 'VIP Black' };

/**
 * `GET …/accountTypes?environment_type=&currency=`: the tiers a client's new account can have, in the
 * client's brand. A live tier's minimum deposit is a USD figure (spec point 9), given in the account's
 * currency at the day's rate (`minDepositIn`, the rule account opening checks), in major units with
 * that currency's digits: 50 USD is about 200 MRD, never 50 BTC. Demo accounts have none.
 */
export async function accountTypesFor(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  environment: 'live' | 'demo',
  currency = 'USD',
): Promise<TAccountGroup[]> {
  await getClient(deps, ctx, { id });
  const minimum = async (tier: TAccountTier): Promise<number> => {
    if (environment !== 'live') return 0;
    if (currency === 'USD') return LIVE_MIN_DEPOSIT_USD[tier];
    const minor = await minDepositIn(deps.db, tier, currency);
    if (minor === null) throw new AppError('notFound', `No exchange rate for ${currency} today`);
    return Number(fromMinorUnits(minor, currency));
  };
  return Promise.all(
    ACCOUNT_TIERS.map(async (tier) => ({
      name: tier,
      groupName: groupNameOf(ctx.auth.brand, environment, tier),
      label: LABELS[tier],
      minDeposit: await minimum(tier),
    })),
  );
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
