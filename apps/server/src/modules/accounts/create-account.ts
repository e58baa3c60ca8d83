import {
  fromMinorUnits,
  LIVE_MIN_DEPOSIT_USD,
  type TAccountTier,
  type TCreateAccountRequest,
  type TTradingAccount,
} from '@crm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { minDepositIn } from '../rates/brokerage-figures.ts';
import { accountReplies } from './account-scope.ts';
import { openAccount } from './open-account.ts';

/**
 * `POST /dashboard/users/accounts`: opens a trading account for a client of the caller's scope
 * (else 404), with its ledger books and on its platform, counts it on the client and writes the
 * client's `createAccount` event (spec point 9), all in the caller's transaction.
 */
export async function createTradingAccount(
  tx: Tx,
  ctx: RequestContext,
  body: TCreateAccountRequest,
): Promise<TTradingAccount> {
  const [client] = await tx
    .select({ id: clients.id, brandId: clients.brandId })
    .from(clients)
    .where(and(eq(clients.id, body.user), dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })))
    .for('update');
  if (!client) throw notFound('Client');
  const account = await openAccount(tx, {
    brandId: client.brandId,
    clientId: client.id,
    platform: body.platform,
    environment: body.environment_type,
    tier: body.tier,
    leverage: body.leverage,
  });
  // The client's account counts (list filters) follow, as a deletion lowers them.
  await tx
    .update(clients)
    .set(
      body.environment_type === 'live'
        ? { liveAccounts: sql`${clients.liveAccounts} + 1` }
        : { demoAccounts: sql`${clients.demoAccounts} + 1` },
    )
    .where(eq(clients.id, client.id));
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'createAccount',
    entityType: 'client',
    entityId: client.id,
    after: {
      account: account.id,
      platform: account.platform,
      login_id: String(account.loginId),
      environment_type: account.environment,
      tier: account.tier,
      group: account.groupName,
      leverage: account.leverage,
      currency: account.currency,
      // The tier's minimum is a USD figure; the event also says what it is in the account's currency today.
      ...(body.environment_type === 'live' && {
        min_deposit_usd: LIVE_MIN_DEPOSIT_USD[body.tier],
        min_deposit: await minDepositText(tx, body.tier, account.currency),
      }),
    },
  });
  const [reply] = await accountReplies(tx, [account]);
  if (!reply) throw new AppError('internal', 'The account was not read back');
  return reply;
}

/** "1000.00 USD", "0.01234567 BTC": the tier's minimum at today's rate (null without a rate). */
async function minDepositText(tx: Tx, tier: TAccountTier, currency: string): Promise<string | null> {
  const minor = await minDepositIn(tx, tier, currency);
  return minor === null ? null : `${fromMinorUnits(minor, currency)} ${currency}`;
}
