import { ErrorCode, type TAuditRecord, type TClient } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { toE164 } from './edit-client.ts';

let t: TestApp;
let admin: string;
let ids: { cy: string; de: string; north: string };

async function addClients(db: Db) {
  const rows = await db
    .insert(clients)
    .values([
      { brandId: 'meridian', firstName: 'Zoe', lastName: 'Quill', email: 'zoe@known.test', country: 'cy' },
      { brandId: 'meridian', firstName: 'Xaver', lastName: 'Quill', email: 'xaver@known.test', country: 'de' },
      { brandId: 'northwind', firstName: 'Yara', lastName: 'Quill', email: 'yara@known.test', country: 'cy' },
    ])
    .returning({ id: clients.id });
  ids = { cy: rows[0]?.id ?? '', de: rows[1]?.id ?? '', north: rows[2]?.id ?? '' };
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addClients });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const put = (path: string, body: unknown, token = admin) =>
  t.call<TClient>('PUT', `/dashboard/users/${path}`, { token, body });

describe('editing a client', () => {
  it('edits names and device, and refuses unknown fields', async () => {
    const res = await put(ids.cy, { first_name: 'Zoë', device_type: 'ios' });
    expect(res.body).toMatchObject({ first_name: 'Zoë', device_type: 'ios' });
    expect((await put(ids.cy, { email: 'x@y.z' })).status).toBe(400);
  });

  it('moves a client to another country (ISO code, stored lower case), and refuses an unknown one at its field', async () => {
    expect((await put(ids.de, { country: 'AT' })).body.country).toBe('at');
    const bad = await put(ids.de, { country: 'zz' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).details?.map((d) => d.path)).toEqual(['country']);
    expect((await put(ids.de, { country: 'de' })).body.country).toBe('de');
  });

  it('refuses to move a client out of the countries of staff limited to a whitelist, at its field', async () => {
    const support = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=support@', { token: admin })
    ).body.docs[0];
    await t.call('PUT', `/dashboard/crmusers/${support?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['de', 'at'] },
    });
    const limited = (await t.signIn('support@demo.test')).token;
    const out = await put(ids.de, { country: 'cy' }, limited);
    expect(out.status).toBe(400);
    expect(errorOf(out).details?.map((d) => d.path)).toEqual(['country']);
    expect((await put(ids.de, { first_name: 'Xaver' }, admin)).body.country).toBe('de');
    expect((await put(ids.de, { country: 'at' }, limited)).body.country).toBe('at');
    expect((await put(ids.de, { country: 'de' }, limited)).body.country).toBe('de');
  });

  it('stores phones as E.164, read for the client’s country, and refuses a bad one clearly', async () => {
    expect((await put(`${ids.cy}/changephone`, { phone: '99 123456' })).body.phone).toBe('+35799123456');
    expect((await put(`${ids.de}/changephone`, { phone: '0151 12345678' })).body.phone).toBe('+4915112345678');
    expect((await put(`${ids.de}/changephone`, { phone: '+357 99 654321' })).body.phone).toBe('+35799654321');
    const bad = await put(`${ids.cy}/changephone`, { phone: '12345' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).details).toEqual([
      { path: 'phone', message: expect.stringContaining('not a valid phone number for CY') },
    ]);
    expect(toE164('+44 20 7946 0958', 'cy')).toBe('+442079460958');
    // Too short for Germany, though its length alone would pass a loose check.
    expect(() => toE164('12345', 'de')).toThrow('not a valid phone number for DE');
  });

  it('changes the e-mail, unique per brand, and checks availability first', async () => {
    const free = await t.call<{ available: boolean }>(
      'GET',
      `/dashboard/users/${ids.cy}/changeEmail?email=xaver@known.test`,
      { token: admin },
    );
    expect(free.body.available).toBe(false);
    expect((await put(`${ids.cy}/changeEmail`, { email: 'Xaver@Known.test' })).status).toBe(409);
    // The same e-mail in the other brand is no conflict.
    expect((await put(`${ids.cy}/changeEmail`, { email: 'yara@known.test' })).body.email).toBe('yara@known.test');
  });

  it('assigns only an active sales agent of the brand', async () => {
    const agents = await t.call<{ _id: string }[]>('GET', '/dashboard/crmusers/salesagents', { token: admin });
    const agent = agents.body[0]?._id ?? '';
    expect((await put(`${ids.cy}/changeSalesAgent`, { sales_agent_id: agent })).body.sales_agent_id).toBe(agent);
    const me = await t.call<{ _id: string }>('GET', '/dashboard/crmusers/current', { token: admin });
    const notSales = await put(`${ids.cy}/changeSalesAgent`, { sales_agent_id: me.body._id });
    expect(errorOf(notSales).details?.[0]?.path).toBe('sales_agent_id');
    expect((await put(`${ids.cy}/changeSalesAgent`, { sales_agent_id: null })).body.sales_agent_id).toBeNull();
  });

  it('suspends and unsuspends, and replaces the UTMs', async () => {
    expect((await put(`${ids.cy}/suspend`, { suspend: true })).body.suspended).toBe(true);
    expect((await put(`${ids.cy}/suspend`, { suspend: false })).body.suspended).toBe(false);
    const utms = await put(`${ids.cy}/utms`, { utm_source: 'google', utm_campaign: 'spring', utm_term: ' ' });
    expect(utms.body.utms).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
  });

  it('keeps every change in the client’s event log, newest first', async () => {
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/${ids.cy}/logs`, { token: admin });
    expect(logs.body.docs.map((d) => d.action)).toEqual([
      'client.changeUtms',
      'client.unsuspend',
      'client.suspend',
      'client.changeSalesAgent',
      'client.changeSalesAgent',
      'client.changeEmail',
      'client.changePhone',
      'client.update',
    ]);
    expect(logs.body.docs.find((d) => d.action === 'client.changePhone')).toMatchObject({
      before: expect.objectContaining({ phone: null }),
      after: expect.objectContaining({ phone: '+35799123456' }),
      actor: { email: 'admin@demo.test' },
    });
  });

  it('lists the account tiers with minimum deposits and the brand’s group names', async () => {
    const live = await t.call<{ name: string; groupName: string; minDeposit: number }[]>(
      'GET',
      `/dashboard/users/${ids.cy}/accountTypes?environment_type=live`,
      { token: admin },
    );
    expect(live.body.map((g) => [g.name, g.minDeposit, g.groupName])).toEqual([
      ['standard', 50, 'meridian\\live\\standard'],
      ['vip', 1000, 'meridian\\live\\vip'],
      ['vipblack', 3000, 'meridian\\live\\vipblack'],
    ]);
    const demo = await t.call<{ minDeposit: number }[]>(
      'GET',
      `/dashboard/users/${ids.cy}/accountTypes?environment_type=demo`,
      {
        token: admin,
      },
    );
    expect(demo.body.every((g) => g.minDeposit === 0)).toBe(true);
    // USD figures at the day's rate in another currency (spec point 9): never 50 BTC.
    const usdFigures = async (currency: string) =>
      (
        await t.call<{ min_deposit: Record<string, string> }>(
          'GET',
          `/dashboard/utils/usdFigures?currency=${currency}`,
          { token: admin },
        )
      ).body;
    for (const currency of ['BTC', 'MRD', 'EUR']) {
      const tiers = await t.call<{ name: string; minDeposit: number }[]>(
        'GET',
        `/dashboard/users/${ids.cy}/accountTypes?environment_type=live&currency=${currency}`,
        { token: admin },
      );
      expect(tiers.status, currency).toBe(200);
      const figures = await usdFigures(currency);
      expect(
        tiers.body.map((g) => g.minDeposit),
        currency,
      ).toEqual(tiers.body.map((g) => Number(figures.min_deposit[g.name])));
      expect(
        tiers.body.map((g) => g.minDeposit),
        currency,
      ).not.toEqual([50, 1000, 3000]);
    }
    expect((await usdFigures('BTC')).min_deposit.standard).toMatch(/^0\.000\d{5}$/);
  });

  it('gives extra details to those allowed to see them', async () => {
    const res = await t.call<{ sales_agent: unknown; total_deposits_usd: string; utms: unknown }>(
      'GET',
      `/dashboard/users/${ids.cy}/extradetails`,
      { token: admin },
    );
    expect(res.body).toMatchObject({ sales_agent: null, total_deposits_usd: '0.00', utms: { utm_source: 'google' } });
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await t.call('GET', `/dashboard/users/${ids.cy}/extradetails`, { token: sales })).status).toBe(403);
  });

  it('answers 404 for another brand’s client, and 403 without the permission', async () => {
    const res = await put(`${ids.north}/suspend`, { suspend: true });
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe(ErrorCode.notFound);
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await put(`${ids.cy}/suspend`, { suspend: true }, sales)).status).toBe(403);
    expect((await t.call('GET', `/dashboard/users/${ids.north}/logs`, { token: admin })).status).toBe(404);
  });
});
