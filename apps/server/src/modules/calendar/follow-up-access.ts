import { hasAnyPermission, type TClient } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { getClient } from '../clients/get-client.ts';

/** Seeing the follow-ups other staff members planned (spec point 6). */
export const canViewFollowUps = (ctx: RequestContext) => hasAnyPermission(ctx.auth.staff, ['users.view_followups']);

/**
 * A client's follow-ups are read and planned from the client page: the caller needs the client page's
 * permission (`users.get_user`, 403) and the client in their brand and countries (else 404).
 */
export async function followUpClient(deps: Deps, ctx: RequestContext, clientId: string): Promise<TClient> {
  if (!hasAnyPermission(ctx.auth.staff, ['users.get_user'])) {
    throw new AppError('forbidden', "A client's follow-ups need users.get_user");
  }
  return getClient(deps, ctx, { id: clientId });
}
