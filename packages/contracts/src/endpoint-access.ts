import type { TPermission } from './permissions.ts';

/**
 * What an endpoint needs, declared with it so the server (the guard), the route-access test and the
 * OpenAPI document read one rule.
 * - public: anyone (sign-in, token refresh).
 * - signedIn: any signed-in staff user (current user, logout).
 * - anyOf: any one of the permissions, by the rule of spec point 6 (own or role's; admin role).
 * `allowInViewAs` lets a non-GET endpoint run in a read-only view-as session (logout, token refresh).
 */
export type TEndpointAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; allowInViewAs?: boolean }
  | { kind: 'anyOf'; permissions: readonly TPermission[]; allowInViewAs?: boolean };

export const access = {
  public: { kind: 'public' } as const,
  signedIn: { kind: 'signedIn' } as const,
  anyOf: (...permissions: [TPermission, ...TPermission[]]): TEndpointAccess => ({ kind: 'anyOf', permissions }),
};
