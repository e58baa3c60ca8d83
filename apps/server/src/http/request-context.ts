import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../modules/audit/append-audit.ts';
import type { StaffRecord } from '../modules/staff/staff-record.ts';

/** The signed-in caller. In view-as, `staff` is the viewed user and `viewAs.actorId` the real one. */
export type AuthContext = {
  sessionId: string;
  staff: StaffRecord;
  /** The brand this request works in: the `brand` parameter, else the token's. */
  brand: string;
  viewAs: { actorId: string; expiresAt: Date } | null;
};

/** What use cases get instead of HTTP objects. */
export type RequestContext = { requestId: string; ip: string; auth: AuthContext };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.auth) throw new Error(`route ${request.url} used the caller without declaring access`);
  return { requestId: request.id, ip: request.ip, auth: request.auth };
}

export const auditContextOf = ({ auth, requestId, ip }: RequestContext): AuditContext => ({
  actorId: auth.viewAs?.actorId ?? auth.staff.id,
  viewedAsId: auth.viewAs ? auth.staff.id : null,
  brandId: auth.brand,
  requestId,
  ip,
});
