import { hasAnyPermission, type TEndpoint, type TEndpointAccess } from '@crm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { appendAudit } from '../modules/audit/append-audit.ts';
import type { AccessTokens } from '../modules/auth/access-tokens.ts';
import type { SessionCache } from '../modules/auth/session-cache.ts';
import { revokeSession } from '../modules/auth/sessions-repository.ts';
import { viewAsRefusalFor } from '../modules/auth/view-as-rules.ts';
import type { StaffRecord } from '../modules/staff/staff-record.ts';
import { AppError } from './app-error.ts';
import { auditContextOf, contextOf } from './request-context.ts';

type Authenticators = { db: Db; tokens: AccessTokens; sessions: SessionCache };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every /dashboard route with its declaration; the route-access and endpoint tests walk this list. */
export type DeclaredRoute = { method: string; url: string; access: TEndpointAccess; endpoint: TEndpoint };

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: readonly DeclaredRoute[];
  }
  interface FastifyContextConfig {
    /** Set by `bindEndpoint` from the endpoint's declaration in the contracts. */
    endpoint?: TEndpoint;
    access?: TEndpointAccess;
  }
}

/**
 * Runs before body parsing and validation on every route that declares access, so a caller
 * without a token gets 401 and one without the permission 403, whatever they sent.
 */
export function registerAuthentication(app: FastifyInstance, deps: Authenticators): void {
  app.decorateRequest('auth', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/dashboard')) return;
    // Only a declared endpoint may exist under /dashboard: its access comes from the declaration.
    const endpoint = route.config?.endpoint;
    const rule = route.config?.access;
    if (!endpoint || !rule) throw new Error(`Route ${route.method} ${route.url} is not bound from a declared endpoint`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') declared.push({ method, url: route.url, access: rule, endpoint });
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.kind === 'public') return;

    request.auth = await authenticate(request, deps);
    const { auth } = request;

    if (auth.viewAs && !SAFE_METHODS.has(request.method) && !rule.allowInViewAs) {
      throw new AppError('viewAsReadOnly', 'A view-as session is read-only');
    }
    if (rule.kind === 'anyOf' && !hasAnyPermission(auth.staff, rule.permissions)) {
      throw new AppError('forbidden', `Needs one of: ${rule.permissions.join(', ')}`);
    }
    // Every call made while viewing as someone else is on the record, under both staff users.
    if (auth.viewAs) {
      const context = contextOf(request);
      await deps.db.transaction((tx) =>
        appendAudit(tx, auditContextOf(context), {
          action: 'viewAs.call',
          entityType: 'session',
          entityId: auth.sessionId,
          after: { method: request.method, path: request.url.split('?')[0] },
        }),
      );
    }
  });
}

/** A view-as whose rules no longer hold ends now; the call answers 14 like any ended session. */
async function assertViewAsStillAllowed(
  db: Db,
  sessionId: string,
  actorId: string,
  viewed: StaffRecord,
  brand: string,
  requestId: string,
): Promise<void> {
  const refusal = await viewAsRefusalFor(db, actorId, viewed, brand);
  if (!refusal) return;
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, 'view-as no longer allowed');
    await appendAudit(
      tx,
      { actorId, viewedAsId: viewed.id, brandId: brand, requestId },
      { action: 'session.viewAsEnded', entityType: 'session', entityId: sessionId, after: { reason: refusal } },
    );
  });
  throw new AppError('accessTokenInvalid', `View-as ended: ${refusal}`);
}

async function authenticate(request: FastifyRequest, { db, tokens, sessions }: Authenticators) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new AppError('unauthenticated', 'Sign in first');
  const claims = await tokens.verify(header.slice('Bearer '.length).trim());

  const live = await sessions.find(claims.sessionId);
  if (!live || live.staff.id !== claims.staffId) throw new AppError('accessTokenInvalid', 'The session has ended');

  const query = request.query as Record<string, unknown> | undefined;
  const requested = typeof query?.brand === 'string' && query.brand !== '' ? query.brand : claims.brand;
  if (!live.staff.brands.includes(requested)) {
    // The token's own brand was taken away: the token is stale, so refresh (to a brand they have).
    if (requested === claims.brand)
      throw new AppError('accessTokenInvalid', 'The access token is for a brand you no longer have');
    throw new AppError('brandForbidden', `Brand ${requested} is not one of yours`);
  }
  if (requested !== claims.brand) throw new AppError('accessTokenInvalid', 'The access token is for another brand');

  const { session, staff } = live;
  if (session.actorId) await assertViewAsStillAllowed(db, session.id, session.actorId, staff, requested, request.id);
  return {
    sessionId: session.id,
    staff,
    brand: requested,
    viewAs: session.actorId ? { actorId: session.actorId, expiresAt: session.expiresAt } : null,
  };
}
