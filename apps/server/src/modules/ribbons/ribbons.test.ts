import { ErrorCode, type TAppRibbon, type TRibbon, type TRibbonAudience, type TRibbonPage } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientsWithAccounts } from '../../../test/client-accounts.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clientSegments } from '../../db/schema-segments.ts';

// The server's clock: statuses move with it, never by waiting.
const HOUR = 60 * 60 * 1000;
let now = new Date('2026-06-01T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();

let t: TestApp;
let admin: string;
let marketing: string;
let support: string;
let sales: string;
let adminNorthwind: string;
let ids: Record<string, string> = {};
let segments = { malta: '', northMalta: '' };

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      clock: () => now,
      beforeStart: async (db) => {
        ids = (
          await addClientsWithAccounts(db, {
            ada: { brand: 'meridian', name: 'Ada Ribbon', country: 'cy' },
            ben: { brand: 'meridian', name: 'Ben Ribbon', country: 'de' },
            nora: { brand: 'northwind', name: 'Nora Ribbon', country: 'cy' },
            mia: { brand: 'meridian', name: 'Mia Malta', country: 'mt' },
            max: { brand: 'meridian', name: 'Max Malta', country: 'mt' },
            nik: { brand: 'northwind', name: 'Nik Malta', country: 'mt' },
          })
        ).clients;
        const made = await db
          .insert(clientSegments)
          .values([
            { brandId: 'meridian', name: 'Ribbon test Malta', filters: 'country[eq]:mt' },
            { brandId: 'northwind', name: 'Ribbon test North Malta', filters: 'country[eq]:mt' },
          ])
          .returning({ id: clientSegments.id });
        segments = { malta: made[0]?.id ?? '', northMalta: made[1]?.id ?? '' };
      },
    },
  );
  admin = (await t.signIn('admin@demo.test')).token;
  marketing = (await t.signIn('marketing@demo.test')).token;
  support = (await t.signIn('support@demo.test')).token;
  sales = (await t.signIn('sales@demo.test')).token;
  adminNorthwind = (
    await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: (await t.signIn('admin@demo.test')).refresh_token, brand: 'northwind' },
    })
  ).body.token;
}, 240_000);
afterAll(() => t.close());

const draft = (over: Record<string, unknown> = {}) => ({
  texts: [
    { language: 'en', text: 'Markets close early on Friday', cta_label: 'Hours' },
    { language: 'de', text: 'Die Märkte schließen am Freitag früher', cta_label: 'Zeiten' },
  ],
  link_url: 'https://example.com/hours',
  style: 'info',
  starts_at: at(-1),
  ends_at: at(24),
  priority: 10,
  active: true,
  user_id: ids.ada,
  ...over,
});
const create = (body: object, token = marketing, query = '') =>
  t.call<TRibbon>('POST', `/dashboard/users/ribbons${query}`, { token, body });
const update = (body: object, token = marketing) => t.call<TRibbon>('PUT', '/dashboard/users/ribbons', { token, body });
const approve = (id: string, token: string) =>
  t.call<TRibbon>('POST', `/dashboard/users/ribbons/${id}/approve`, { token });
/** Audit records of one action on one ribbon, sealed or still in the inbox. */
const audits = async (action: string, id: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from (select action, entity_id from audit_log union all
          select action, entity_id from audit_inbox) a where action = ${action} and entity_id = ${id}`,
  );
  return row?.n ?? 0;
};
const seen = async (clientId: string, token = marketing) =>
  (await t.call<{ ribbons: TAppRibbon[] }>('GET', `/dashboard/users/ribbons/client?user_id=${clientId}`, { token }))
    .body.ribbons;

describe('permissions and brand scope', () => {
  it('refuses staff without the ribbon permissions', async () => {
    expect((await t.call('GET', '/dashboard/users/ribbons', { token: sales })).status).toBe(403);
    const refused = await create(draft(), sales);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
  });

  it('lets a viewer read but neither create nor edit', async () => {
    expect((await t.call('GET', '/dashboard/users/ribbons', { token: support })).status).toBe(200);
    expect((await create(draft(), support)).status).toBe(403);
    expect((await update({ ...draft(), _id: ids.ada }, support)).status).toBe(403);
  });

  it('keeps each brand to itself', async () => {
    expect(errorOf(await create(draft(), marketing, '?brand=northwind')).code).toBe(ErrorCode.brandForbidden);
    const north = await create(
      draft({ user_id: ids.nora, texts: [{ language: 'en', text: 'North only' }], link_url: null }),
      adminNorthwind,
      '?brand=northwind',
    );
    expect(north.status).toBe(201);
    expect(north.body.brand).toBe('northwind');
    expect((await t.call('GET', `/dashboard/users/ribbons/${north.body._id}`, { token: marketing })).status).toBe(404);
    const list = await t.call<TRibbonPage>('GET', '/dashboard/users/ribbons', { token: marketing });
    expect(list.body.docs.some((r) => r._id === north.body._id)).toBe(false);
    // A client of the other brand is no target.
    const other = await create(draft({ user_id: ids.nora }));
    expect(errorOf(other).code).toBe(ErrorCode.ribbonTarget);
  });
});

describe('bad input, each with its code, nothing written', () => {
  const refused = async (body: object, code: number, path?: string) => {
    const before = (await t.call<TRibbonPage>('GET', '/dashboard/users/ribbons', { token: admin })).body.totalDocs;
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe(code);
    if (path) expect(errorOf(res).details?.map((d) => d.path)).toContain(path);
    expect((await t.call<TRibbonPage>('GET', '/dashboard/users/ribbons', { token: admin })).body.totalDocs).toBe(
      before,
    );
  };
  it('a ribbon ending before it starts', () => refused(draft({ starts_at: at(5), ends_at: at(2) }), 180, 'ends_at'));
  it('a ribbon ending when it starts', () => refused(draft({ starts_at: at(5), ends_at: at(5) }), 180, 'ends_at'));
  it('an http link', () => refused(draft({ link_url: 'http://example.com' }), 181, 'link_url'));
  it('a javascript link', () => refused(draft({ link_url: 'javascript:alert(1)' }), 181, 'link_url'));
  it('too long a text', () =>
    refused(draft({ texts: [{ language: 'en', text: 'x'.repeat(161) }], link_url: null }), 182, 'texts.0.text'));
  it('too long a call-to-action', () =>
    refused(draft({ texts: [{ language: 'en', text: 'Hi', cta_label: 'y'.repeat(25) }] }), 182, 'texts.0.cta_label'));
  it('no target, or two', async () => {
    await refused(draft({ user_id: null }), 183);
    await refused(draft({ segment_id: ids.ben }), 183);
  });
  it('no English text', () => refused(draft({ texts: [{ language: 'de', text: 'Hallo' }] }), 184, 'texts'));
  it('a call-to-action without a link', () => refused(draft({ link_url: null }), 185));
  it('a style outside the theme', () => refused(draft({ style: 'neon' }), ErrorCode.validation));
  it('an unknown client', () => refused(draft({ user_id: '00000000-0000-4000-8000-000000000000' }), 183, 'user_id'));
});

describe('one client', () => {
  it('creates a ribbon, audited, and the client sees it in priority order', async () => {
    const low = await create(
      draft({ priority: 1, texts: [{ language: 'en', text: 'Low <b>one</b>' }], link_url: null }),
    );
    expect(low.status).toBe(201);
    const high = await create(draft({ priority: 50 }));
    expect(high.body.status).toBe('live');
    expect(high.body.target_label).toContain('Ada Ribbon');
    const list = await seen(ids.ada as string);
    const mine = list.filter((r) => [low.body._id, high.body._id].includes(r._id));
    expect(mine.map((r) => r._id)).toEqual([high.body._id, low.body._id]);
    // Plain text, stored and served as typed (the app and the console show it escaped).
    expect(mine[1]?.text).toBe('Low <b>one</b>');
    expect(await seen(ids.ben as string)).toEqual([]);
    expect(await audits('ribbon.create', high.body._id)).toBe(1);
  });

  it('moves from scheduled to live to ended with the clock, and off when switched off', async () => {
    const r = await create(draft({ starts_at: at(2), ends_at: at(4) }));
    expect(r.body.status).toBe('scheduled');
    const page = async (status: string) =>
      (
        await t.call<TRibbonPage>('GET', `/dashboard/users/ribbons?status=${status}`, { token: marketing })
      ).body.docs.map((d) => d._id);
    expect(await page('scheduled')).toContain(r.body._id);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 3 * HOUR);
      expect(
        (await t.call<TRibbon>('GET', `/dashboard/users/ribbons/${r.body._id}`, { token: marketing })).body.status,
      ).toBe('live');
      expect(await page('live')).toContain(r.body._id);
      const off = await update({
        ...draft({ starts_at: r.body.starts_at, ends_at: r.body.ends_at, active: false }),
        _id: r.body._id,
      });
      expect(off.body.status).toBe('off');
      expect((await seen(ids.ada as string)).map((x) => x._id)).not.toContain(r.body._id);
      now = new Date(saved.getTime() + 5 * HOUR);
      await update({ ...draft({ starts_at: r.body.starts_at, ends_at: r.body.ends_at }), _id: r.body._id });
      expect(await page('ended')).toContain(r.body._id);
    } finally {
      now = saved;
    }
  });

  it('edits by the body’s _id; an unknown id is not found', async () => {
    const r = await create(draft());
    const edited = await update({ ...draft({ priority: 77 }), _id: r.body._id });
    expect(edited.status).toBe(200);
    expect(edited.body.priority).toBe(77);
    expect(edited.body.updated_by?.name).toBeTruthy();
    const missing = await update({ ...draft(), _id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const bad = await update({ ...draft({ link_url: 'http://plain.example' }), _id: r.body._id });
    expect(errorOf(bad).code).toBe(181);
  });

  it('answers who sees it now', async () => {
    const r = await create(draft());
    const audience = await t.call<TRibbonAudience>('GET', `/dashboard/users/ribbons/${r.body._id}/audience`, {
      token: marketing,
    });
    expect(audience.body).toMatchObject({ count: 1, sees_now: true, status: 'live' });
    expect(audience.body.docs.map((c) => c._id)).toEqual([ids.ada]);
  });
});

describe('a segment', () => {
  it('reaches exactly the segment’s clients, and says who they are', async () => {
    const r = await create(
      draft({
        user_id: null,
        segment_id: segments.malta,
        texts: [{ language: 'en', text: 'Malta only' }],
        link_url: null,
      }),
    );
    expect(r.status).toBe(201);
    expect(r.body.target_label).toBe('Segment: Ribbon test Malta');
    const audience = await t.call<TRibbonAudience>('GET', `/dashboard/users/ribbons/${r.body._id}/audience`, {
      token: marketing,
    });
    expect(audience.body.count).toBe(2);
    expect(audience.body.docs.map((c) => c._id).sort()).toEqual([ids.mia, ids.max].sort());
    for (const client of ['ada', 'ben', 'mia', 'max'] as const) {
      const sees = (await seen(ids[client] as string)).some((x) => x._id === r.body._id);
      expect(sees, client).toBe(client === 'mia' || client === 'max');
    }
    // The client of the other brand in a segment with the same filters does not see it.
    const other = await t.call<{ ribbons: TAppRibbon[] }>(
      'GET',
      `/dashboard/users/ribbons/client?user_id=${ids.nik}&brand=northwind`,
      { token: adminNorthwind },
    );
    expect(other.body.ribbons.map((x) => x._id)).not.toContain(r.body._id);
  });

  it('refuses a segment of another brand', async () => {
    expect(errorOf(await create(draft({ user_id: null, segment_id: segments.northMalta }))).code).toBe(
      ErrorCode.ribbonTarget,
    );
  });
});

describe('promotions: the risk warning and a second person', () => {
  it('shows the brand’s warning to the editor', async () => {
    const w = await t.call<{ cfd_risk_warning: string | null }>('GET', '/dashboard/users/ribbons/riskWarning', {
      token: marketing,
    });
    expect(w.body.cfd_risk_warning).toMatch(/^CFDs are complex instruments/);
  });

  it('stays unseen until someone other than its author approves it, then carries the warning', async () => {
    const promo = await create(draft({ style: 'promo', priority: 99 }));
    expect(promo.status).toBe(201);
    expect(promo.body.status).toBe('awaiting_approval');
    expect(promo.body.risk_warning).toMatch(/CFD/);
    expect((await seen(ids.ada as string)).map((r) => r._id)).not.toContain(promo.body._id);

    const own = await approve(promo.body._id, marketing);
    expect(own.status).toBe(403);
    expect(errorOf(own).code).toBe(ErrorCode.ownRequest);
    expect((await approve(promo.body._id, support)).status).toBe(403);

    const ok = await approve(promo.body._id, admin);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('live');
    expect(ok.body.approved_by?.name).toBeTruthy();
    expect(await audits('ribbon.approve', promo.body._id)).toBe(1);
    const first = (await seen(ids.ada as string))[0];
    expect(first?._id).toBe(promo.body._id);
    expect(first?.risk_warning).toMatch(/CFD/);

    expect(errorOf(await approve(promo.body._id, admin)).code).toBe(ErrorCode.ribbonNotAwaitingApproval);
  });

  it('needs a new approval when its words change, not when its priority does', async () => {
    const promo = await create(draft({ style: 'promo' }));
    await approve(promo.body._id, admin);
    const reprioritised = await update({ ...draft({ style: 'promo', priority: 3 }), _id: promo.body._id });
    expect(reprioritised.body.status).toBe('live');
    const reworded = await update({
      ...draft({ style: 'promo', texts: [{ language: 'en', text: 'New words', cta_label: 'Go' }] }),
      _id: promo.body._id,
    });
    expect(reworded.body.status).toBe('awaiting_approval');
    expect(reworded.body.approved_by).toBeNull();
  });

  it('refuses approving a ribbon that is no promotion', async () => {
    const info = await create(draft());
    expect(errorOf(await approve(info.body._id, admin)).code).toBe(ErrorCode.ribbonNotAwaitingApproval);
  });
});

describe('the client app’s read call', () => {
  let key: string;
  beforeAll(async () => {
    const made = await t.call<{ key: string }>('POST', '/dashboard/salesassignment/keys', {
      token: admin,
      body: { name: 'ribbons test app' },
    });
    expect(made.status).toBe(201);
    key = made.body.key;
  });
  const read = (clientId: string, headers: Record<string, string>, language = '') =>
    t.call<{ ribbons: TAppRibbon[] }>('GET', `/api/clients/${clientId}/ribbons${language}`, { headers });

  it('answers with a good key, in the client’s language, falling back to English', async () => {
    const de = await read(ids.ada as string, { authorization: `Bearer ${key}` }, '?language=de-AT');
    expect(de.status).toBe(200);
    const both = de.body.ribbons.find((r) => r.text.startsWith('Die Märkte'));
    expect(both?.language).toBe('de');
    expect(both?.cta_label).toBe('Zeiten');
    const fr = await read(ids.ada as string, { 'x-api-key': key }, '?language=fr');
    expect(fr.body.ribbons.length).toBeGreaterThan(0);
    expect(fr.body.ribbons.every((r) => r.language === 'en')).toBe(true);
    const priorities = fr.body.ribbons.map((r) => r.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('refuses a missing or bad key with code 130', async () => {
    for (const headers of [{}, { authorization: 'Bearer cik_not_a_key' }] as Record<string, string>[]) {
      const res = await read(ids.ada as string, headers);
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe(ErrorCode.intakeKeyInvalid);
    }
  });

  it('does not answer for a client of another brand than the key’s', async () => {
    const res = await read(ids.nora as string, { authorization: `Bearer ${key}` });
    expect(res.status).toBe(404);
  });
});

// Last in the file: it narrows the support staff member's countries for good.
describe('who sees it now, for staff with a country whitelist', () => {
  it('counts and lists only the clients of their countries', async () => {
    const supportId = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=support@', { token: admin })
    ).body.docs[0]?._id;
    const limited = await t.call('PUT', `/dashboard/crmusers/${supportId}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['mt'] },
    });
    expect(limited.status).toBe(200);
    const maltaOnly = (await t.signIn('support@demo.test')).token;
    const audienceOf = async (id: string, token: string) =>
      (await t.call<TRibbonAudience>('GET', `/dashboard/users/ribbons/${id}/audience`, { token })).body;

    // A segment of Cypriot and Maltese clients: the whole brand sees both, the whitelist only Malta.
    const mixed = await t.call<{ _id: string }>('POST', '/dashboard/users/segments', {
      token: marketing,
      body: { name: 'Ribbon test Cyprus and Malta', filters: 'country[eq]:cy|mt' },
    });
    expect(mixed.status).toBe(201);
    const r = await create(
      draft({
        user_id: null,
        segment_id: mixed.body._id,
        texts: [{ language: 'en', text: 'Islands' }],
        link_url: null,
      }),
    );
    const whole = await audienceOf(r.body._id, marketing);
    expect(whole.docs.map((c) => c._id)).toEqual(expect.arrayContaining([ids.ada, ids.mia, ids.max]));
    const narrowed = await audienceOf(r.body._id, maltaOnly);
    expect(narrowed.count).toBe(2);
    expect(narrowed.count).toBeLessThan(whole.count);
    expect(narrowed.docs.map((c) => c._id).sort()).toEqual([ids.mia, ids.max].sort());
    expect(narrowed.docs.every((c) => c.country === 'mt')).toBe(true);

    // One Cypriot client: nobody they may see.
    const one = await create(draft({ texts: [{ language: 'en', text: 'Ada only' }], link_url: null }));
    expect((await audienceOf(one.body._id, marketing)).count).toBe(1);
    expect(await audienceOf(one.body._id, maltaOnly)).toMatchObject({ count: 0, docs: [] });
  });
});
