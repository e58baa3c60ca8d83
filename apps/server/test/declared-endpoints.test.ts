import { ENDPOINTS, type TEndpoint } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath, type OpenApiDocument } from './fuzz/openapi-operations.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * The contracts' endpoint list is the API: every /dashboard route the server registers is one
 * declaration (bound through bindEndpoint, which the server insists on at start), every declaration
 * is registered, and the OpenAPI document shows each with the statuses it declares.
 */
let t: TestApp;
let doc: OpenApiDocument & { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.call<typeof doc>('GET', '/docs/json')).body;
});
afterAll(() => t.close());

const nameOf = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;
const declaredStatuses = (e: TEndpoint) =>
  [...(e.reply ? [e.status ?? 200] : []), ...(e.errors ?? [])].map(String).sort();

describe('endpoints are declared once', () => {
  it('registers every declaration, and nothing under /dashboard that is not one', () => {
    const registered = t.app.declaredRoutes.map(nameOf).sort();
    expect(registered).toEqual(ENDPOINTS.map((e) => nameOf(e)).sort());
  });

  it('registers each route from its own declaration, with the access it declares', () => {
    for (const route of t.app.declaredRoutes) {
      const matches = ENDPOINTS.filter((e) => e.method === route.method && e.path === route.url);
      expect(matches, nameOf(route)).toHaveLength(1);
      expect(route.endpoint, nameOf(route)).toBe(matches[0]);
      expect(route.access, nameOf(route)).toBe(matches[0]?.access);
    }
  });

  it('documents every declaration in the OpenAPI document with its statuses', () => {
    const operations = new Map<string, string[]>();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        operations.set(`${method.toUpperCase()} ${fastifyPath(path)}`, Object.keys(operation.responses ?? {}).sort());
    for (const e of ENDPOINTS) {
      const statuses = operations.get(nameOf(e));
      expect(statuses, nameOf(e)).toBeDefined();
      // Fastify documents a route without responses as a bare 200.
      if (declaredStatuses(e).length > 0) expect(statuses, nameOf(e)).toEqual(declaredStatuses(e));
    }
  });
});
