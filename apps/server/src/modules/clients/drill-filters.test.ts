import type { TClient } from '@crm/contracts';
import { parse } from 'csv-parse/sync';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clients, staff } from '../../db/schema.ts';

/**
 * The clients list's drill filters (UTM tags and sales agent, beside spec point 9's catalogue),
 * which a registration figure of the UTM, campaign and first-time deposit reports opens (issue #15).
 */
let t: TestApp;
let admin: string;
const agents: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signIn('admin@demo.test')).token;
  const people = await t.database.db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(inArray(staff.email, ['sales@demo.test', 'support@demo.test']));
  for (const p of people) agents[p.email.split('@')[0] as string] = p.id;
  const client = (firstName: string, brandId: string, country: string, utms: object, agent?: string) => ({
    brandId,
    firstName,
    lastName: 'Drillby',
    email: `${firstName.toLowerCase()}.${brandId}@drill.test`,
    country,
    utms,
    salesAgentId: agent ? agents[agent] : null,
  });
  await t.database.db.insert(clients).values([
    client('Ada', 'meridian', 'cy', { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' }, 'sales'),
    // An empty tag is no tag, as the reports' facts read it.
    client('Ben', 'meridian', 'gr', { utm_source: 'google', utm_medium: '', utm_campaign: 'spring' }),
    client('Cas', 'meridian', 'cy', {}),
    client('Dee', 'meridian', 'de', { utm_source: 'Google' }, 'support'),
    client('Eve', 'northwind', 'cy', { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' }, 'sales'),
  ]);
});
afterAll(() => t.close());

const names = async (query: string, token = admin) => {
  const res = await t.call<{ docs: Partial<TClient>[]; totalDocs: number }>(
    'GET',
    `/dashboard/users?search=drillby&limit=50&${query}`,
    { token },
  );
  expect(res.status).toBe(200);
  expect(res.body.totalDocs).toBe(res.body.docs.length);
  return res.body.docs.map((d) => d.first_name).sort();
};

describe('clients by UTM tag and sales agent', () => {
  it('matches each UTM tag exactly, within the brand', async () => {
    expect(await names('utm_source=google')).toEqual(['Ada', 'Ben']);
    expect(await names('utm_source=Google')).toEqual(['Dee']);
    expect(await names('utm_source=google&utm_medium=cpc&utm_campaign=spring')).toEqual(['Ada']);
    expect(await names('utm_campaign=spring')).toEqual(['Ada', 'Ben']);
  });

  it('asks for a missing or empty tag with no_utm', async () => {
    expect(await names('utm_source=google&no_utm=medium')).toEqual(['Ben']);
    expect(await names('no_utm=source')).toEqual(['Cas']);
    expect(await names('no_utm=medium,campaign')).toEqual(['Cas', 'Dee']);
  });

  it('filters by the agent; `none` is the clients with no agent', async () => {
    expect(await names(`sales_agent=${agents.sales}`)).toEqual(['Ada']);
    expect(await names('sales_agent=none')).toEqual(['Ben', 'Cas']);
    expect(await names(`sales_agent=${agents.support},none`)).toEqual(['Ben', 'Cas', 'Dee']);
    expect(await names(`sales_agent=none&filters=${encodeURIComponent('country[eq]:cy')}`)).toEqual(['Cas']);
  });

  it('refuses an unknown tag key, a bad agent or an empty tag with 400', async () => {
    for (const query of ['no_utm=term', 'sales_agent=bob', 'utm_source=']) {
      const res = await t.call<{ code: number }>('GET', `/dashboard/users?${query}`, { token: admin });
      expect(res.status).toBe(400);
      expect(typeof res.body.code).toBe('number');
    }
  });

  it('keeps a whitelisted caller to their countries, in the list and its exports', async () => {
    const member = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=accounting@', { token: admin })
    ).body.docs[0];
    const set = await t.call('PUT', `/dashboard/crmusers/${member?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    expect(set.status).toBe(200);
    const limited = (await t.signIn('accounting@demo.test')).token;
    expect(await names('utm_source=google', limited)).toEqual(['Ada']);
    expect(await names('sales_agent=none', limited)).toEqual(['Cas']);

    const download = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${t.baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${limited}`, ...init.headers },
      });
      expect(res.status).toBe(200);
      const rows: string[][] = parse(Buffer.from(await res.arrayBuffer()));
      return rows.slice(1).map((r) => r[0]);
    };
    expect(await download('/dashboard/users?export=csv&fields=first_name&search=drillby&utm_campaign=spring')).toEqual([
      'Ada',
    ]);
    const posted = await download('/dashboard/users/exports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: ['first_name'], search: 'drillby', sales_agent: 'none', no_utm: 'source' }),
    });
    expect(posted).toEqual(['Cas']);
  });
});
