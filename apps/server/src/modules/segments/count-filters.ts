import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { countClientsMatching } from './segment-clients.ts';

/**
 * `GET /dashboard/users/segments/count`: the editor's live count, nothing saved. The clients the
 * caller may see (brand, country whitelist) that `filters` select; bad filters answer 400 as the
 * clients list does.
 */
export async function countFilters({ db }: Deps, ctx: RequestContext, filters: string | undefined) {
  return { count: await countClientsMatching(db, ctx.auth.brand, filters ?? '', ctx.auth) };
}
