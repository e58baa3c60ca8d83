import type { TDealPage, TPositionPage } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { accountInScope } from '../accounts/account-scope.ts';
import { loginOf, platformFor } from './platforms.ts';
import { toDealReply, toPositionReply } from './position-reply.ts';

type Paging = { page: number; limit: number };

/** `GET /dashboard/users/accounts/{id}/trades`: the account's open or closed positions, from its platform. */
export async function listAccountTrades(
  db: Executor,
  ctx: RequestContext,
  accountId: string,
  query: Paging & { type: 'open' | 'closed' },
): Promise<TPositionPage> {
  const account = await accountInScope(db, ctx, accountId);
  const login = loginOf(account);
  const { rows, total } = await platformFor(login.platform).positions(db, login, { ...query, status: query.type });
  return { docs: rows.map(toPositionReply), totalDocs: total };
}

/** `GET /dashboard/users/accounts/{id}/deals`: the account's deal history on its platform, newest first. */
export async function listAccountDeals(
  db: Executor,
  ctx: RequestContext,
  accountId: string,
  query: Paging,
): Promise<TDealPage> {
  const account = await accountInScope(db, ctx, accountId);
  const login = loginOf(account);
  const { rows, total } = await platformFor(login.platform).deals(db, login, query);
  return { docs: rows.map((d) => toDealReply(d, account.currency)), totalDocs: total };
}
