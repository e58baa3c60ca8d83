import type { TAppRibbon } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { dataScope } from '../../http/data-scope.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { findLiveKey } from '../client-intake/intake-keys.ts';
import { ribbonsClientSees } from './ribbons-client-sees.ts';

/** `GET /dashboard/users/ribbons/client?user_id=`: what a client in the caller's scope sees now, in English. */
export async function listClientRibbons(
  deps: Deps,
  ctx: RequestContext,
  clientId: string,
): Promise<{ ribbons: TAppRibbon[] }> {
  const [client] = await deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), dataScope(ctx.auth, { brand: clients.brandId, country: clients.country })));
  if (!client) throw notFound('Client');
  return { ribbons: await ribbonsClientSees(deps.db, ctx.auth.brand, clientId, deps.clock(), 'en') };
}

/**
 * `GET /api/clients/{id}/ribbons?language=`: the client app's read call, server to server, with the
 * brand's client-app key (read by the intake's `presentedKey`) of the intake (the same keys and check as `POST /api/clients/register`,
 * code 130). A client of another brand than the key's is not found.
 */
export async function appRibbons(
  deps: Deps,
  presented: string | null,
  clientId: string,
  language: string | undefined,
): Promise<{ ribbons: TAppRibbon[] }> {
  if (!presented) throw new AppError('intakeKeyInvalid', 'Send the client-app key as Authorization: Bearer <key>');
  const key = await findLiveKey(deps.db, presented);
  if (!key) throw new AppError('intakeKeyInvalid', 'Unknown or revoked client-app key');
  const [client] = await deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.brandId, key.brandId)));
  if (!client) throw notFound('Client');
  return { ribbons: await ribbonsClientSees(deps.db, key.brandId, clientId, deps.clock(), language) };
}
