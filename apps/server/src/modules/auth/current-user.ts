import type { TCurrentUser } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { findStaffRecord } from '../staff/staff-record.ts';
import { toCurrentUserReply } from '../staff/to-staff-reply.ts';

/** `GET /dashboard/crmusers/current`: the caller, the selected brand and, in view-as, who is looking. */
export async function currentUser({ db, config }: Deps, { auth }: RequestContext): Promise<TCurrentUser> {
  const actor = auth.viewAs ? await findStaffRecord(db, auth.viewAs.actorId) : null;
  const viewAs = auth.viewAs && actor ? { actor, expiresAt: auth.viewAs.expiresAt } : null;
  return toCurrentUserReply(auth.staff, auth.brand, viewAs, config.reportingTimeZone);
}
