import type { TPermission } from '@crm/contracts';

/**
 * What a route needs, declared in its definition (`config.access`). The server refuses to start
 * if a route under /dashboard declares nothing.
 * - public: anyone (sign-in, token refresh).
 * - signedIn: any signed-in staff user (current user, logout).
 * - anyOf: any one of the permissions, by the rule of spec point 6 (own or role's; admin role).
 * `allowInViewAs` lets a non-GET route run in a read-only view-as session (logout, token refresh).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; allowInViewAs?: boolean }
  | { kind: 'anyOf'; permissions: readonly TPermission[]; allowInViewAs?: boolean };

export const access = {
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signedIn' } as const,
  anyOf: (...permissions: [TPermission, ...TPermission[]]): RouteAccess => ({ kind: 'anyOf', permissions }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
