import { ErrorCode, needsExplicitPermission } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from './test-app.ts';

/**
 * Walks every registered /dashboard route: without a token each protected one answers 401, and
 * for a signed-in staff user with no permissions at all each permission-guarded one answers 403,
 * whatever the body, because access is checked before the body is read.
 */
let t: TestApp;
let powerless: string;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin@demo.test');
  const created = await t.call('POST', '/dashboard/crmusers', {
    token: admin.token,
    body: {
      first_name: 'No',
      last_name: 'Rights',
      email: 'none@demo.test',
      password: 'Nothing-granted-1',
      department: 'support',
    },
  });
  expect(created.status).toBe(201);
  powerless = (await t.signIn('none@demo.test', 'Nothing-granted-1')).token;
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
/** Send a body where the method allows one, so body parsing could not come first. */
const bodyFor = (method: string) => (method === 'GET' ? undefined : {});

describe('every route declares its access', () => {
  it('has routes to walk', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 401 without a token on every protected route', async () => {
    const protectedRoutes = t.app.declaredRoutes.filter((r) => r.access.kind !== 'public');
    for (const route of protectedRoutes) {
      const res = await t.call(route.method, fill(route.url), { body: bodyFor(route.method) });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(errorOf(res).code, `${route.method} ${route.url}`).toBe(ErrorCode.unauthenticated);
    }
  });

  it('answers 403 without the declared permission on every guarded route', async () => {
    const guarded = t.app.declaredRoutes.filter((r) => r.access.kind === 'anyOf');
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) {
      const res = await t.call(route.method, fill(route.url), { token: powerless, body: bodyFor(route.method) });
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(errorOf(res).code, `${route.method} ${route.url}`).toBe(ErrorCode.forbidden);
    }
  });

  it('lets the signed-in-only routes through for the same user', async () => {
    const res = await t.call('GET', '/dashboard/crmusers/current', { token: powerless });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ permissions: [], role: null });
  });

  it('passes the admin role on every guarded route but the Internals, which need the explicit permission', async () => {
    const admin = await t.signIn('admin@demo.test');
    for (const route of t.app.declaredRoutes) {
      if (route.access.kind !== 'anyOf') continue;
      const res = await t.call(route.method, fill(route.url), { token: admin.token, body: bodyFor(route.method) });
      const internal = route.access.permissions.every(needsExplicitPermission);
      if (internal) expect(res.status, `${route.method} ${route.url}`).toBe(403);
      else expect(res.status, `${route.method} ${route.url}`).not.toBe(403);
    }
  });

  it('answers 404 with a code for an unknown route', async () => {
    const res = await t.call('GET', '/dashboard/nothing-here');
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe(ErrorCode.routeNotFound);
  });
});
