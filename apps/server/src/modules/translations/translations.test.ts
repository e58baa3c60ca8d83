import {
  ErrorCode,
  type TCurrentUser,
  type TPublicationInfo,
  type TPublishedBundle,
  type TTranslationList,
  type TTranslationRow,
} from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * The translation tool and the console's published texts over a real server and database: drafts
 * and their checks, import and export in i18next's JSON, publishing (versioned, audited, cached by
 * ETag), who may do what, and the staff user's own language.
 */
let t: TestApp;
const token: Record<string, string> = {};
const BASE = '/dashboard/internals/translations';

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => new Date('2026-11-25T09:00:00.000Z') });
  // The developer role holds every internal.* permission; the admin role does not (spec point 6).
  for (const who of ['developer', 'admin', 'support']) token[who] = (await t.signIn(`${who}@demo.test`)).token;
}, 120_000);
afterAll(() => t.close());

const as = (who: string) => ({
  get: <T>(path: string, headers?: Record<string, string>) => t.call<T>('GET', path, { token: token[who], headers }),
  post: <T>(path: string, body?: unknown) => t.call<T>('POST', path, { token: token[who], body }),
  put: <T>(path: string, body: unknown) => t.call<T>('PUT', path, { token: token[who], body }),
});
const dev = as('developer');
const rowOf = async (key: string) => {
  const list = await dev.get<TTranslationList>(`${BASE}?language=el&q=${encodeURIComponent(key)}&sort=key`);
  return list.body.rows.find((r) => r.key === key);
};
const auditActions = async (entityId: string) =>
  (
    await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_inbox where entity_id = ${entityId} union all select action from audit_log where entity_id = ${entityId}`,
    )
  ).map((r) => r.action);

describe('who may use the translation tool', () => {
  it('refuses the admin role without the explicit internal permission, and staff without it', async () => {
    for (const who of ['admin', 'support']) {
      const calls = [
        await as(who).get(BASE),
        await as(who).put(BASE, { key: 'menu.dashboard', language: 'el', text: 'Ταμπλό' }),
        await as(who).post(`${BASE}/import`, { language: 'el', texts: {} }),
        await as(who).get(`${BASE}/export?language=el`),
        await as(who).post(`${BASE}/publications`, { baseVersion: null }),
      ];
      for (const call of calls) {
        expect(call.status, who).toBe(403);
        expect(errorOf(call).code).toBe(ErrorCode.forbidden);
      }
    }
    expect((await dev.get(BASE)).status).toBe(200);
  });

  it('serves the published texts to anyone, signed in or not (the sign-in page needs them)', async () => {
    const res = await fetch(`${t.baseUrl}/dashboard/translations/published/el`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TPublishedBundle).language).toBe('el');
    expect((await fetch(`${t.baseUrl}/dashboard/translations/published/xx`)).status).toBe(400);
  });
});

describe('drafts and their checks', () => {
  it('lists every key in Greek with its English source, shipped ones as shipped', async () => {
    const list = await dev.get<TTranslationList>(`${BASE}?language=el`);
    expect(list.status).toBe(200);
    expect(list.body.rows.length).toBe(Object.keys(el).length);
    const dashboard = list.body.rows.find((r) => r.key === 'menu.dashboard');
    expect(dashboard).toMatchObject({ source: 'Dashboard', text: el['menu.dashboard'], state: 'shipped', draft: null });
  });

  it('saves a checked draft, audited, and shows it as a draft until published', async () => {
    const saved = await dev.put<TTranslationRow>(BASE, { key: 'menu.clients', language: 'el', text: 'Πελατολόγιο' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      key: 'menu.clients',
      draft: 'Πελατολόγιο',
      state: 'draft',
      text: el['menu.clients'],
    });
    expect(await auditActions('el:menu.clients')).toEqual(['translations.save']);
  });

  it('refuses placeholders that differ from the English, an empty text, unknown keys and English itself', async () => {
    const wrong = await dev.put(BASE, { key: 'shell.viewingAs', language: 'el', text: 'Προβολή ως {{user}}' });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).code).toBe(ErrorCode.translationPlaceholders);
    expect(errorOf(wrong).message).toContain('{{name}}');
    const dropped = await dev.put(BASE, {
      key: 'login.waitSeconds_other',
      language: 'el',
      text: 'σε λίγα δευτερόλεπτα',
    });
    expect(errorOf(dropped).code).toBe(ErrorCode.translationPlaceholders);
    // The `one` form may say "one second" without the number.
    const one = await dev.put(BASE, { key: 'login.waitSeconds_one', language: 'el', text: 'σε ένα δευτερόλεπτο' });
    expect(one.status).toBe(200);
    const empty = await dev.put(BASE, { key: 'menu.tools', language: 'el', text: '  ' });
    expect(errorOf(empty).code).toBe(ErrorCode.translationPlural);
    const unknown = await dev.put(BASE, { key: 'menu.nothing', language: 'el', text: 'Τίποτα' });
    expect(errorOf(unknown).code).toBe(ErrorCode.translationKeyUnknown);
    const plural = await dev.put(BASE, { key: 'login.waitSeconds_few', language: 'el', text: '{{count}}' });
    expect(errorOf(plural).code).toBe(ErrorCode.translationKeyUnknown);
    const english = await dev.put(BASE, { key: 'menu.tools', language: 'en', text: 'Toolbox' });
    expect(errorOf(english).code).toBe(ErrorCode.translationKeyUnknown);
    expect((await rowOf('shell.viewingAs'))?.state).toBe('shipped');
  });

  it('lists a draft made from older English as outdated, before the rest', async () => {
    await queryRows(
      t.database.db,
      sql`insert into translation_drafts (key, language, text, source_hash, updated_by, updated_at)
          select 'menu.reports', 'el', 'Αναφορές (παλιό)', 'an-old-hash', id, now() from staff where email = 'developer@demo.test'`,
    );
    const list = await dev.get<TTranslationList>(`${BASE}?language=el`);
    expect(list.body.rows[0]).toMatchObject({ key: 'menu.reports', state: 'outdated' });
    const outdated = await dev.get<TTranslationList>(`${BASE}?language=el&state=outdated`);
    expect(outdated.body.rows.map((r) => r.key)).toEqual(['menu.reports']);
    // Saving it again translates today's English: no longer outdated.
    await dev.put(BASE, { key: 'menu.reports', language: 'el', text: 'Αναφορές' });
    expect((await rowOf('menu.reports'))?.state).toBe('draft');
  });
});

describe('import and export (i18next JSON)', () => {
  it('imports nested or flat JSON as drafts, and refuses a whole file for one bad text', async () => {
    const bad = await dev.post(`${BASE}/import`, {
      language: 'el',
      texts: { menu: { tools: 'Εργαλειοθήκη' }, 'shell.footer': '© · Όλα τα δικαιώματα' },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe(ErrorCode.translationPlaceholders);
    expect(errorOf(bad).details?.[0]?.path).toBe('shell.footer');
    expect((await rowOf('menu.tools'))?.draft).toBeNull();

    const notText = await dev.post(`${BASE}/import`, { language: 'el', texts: { menu: { tools: 3 } } });
    expect(errorOf(notText).code).toBe(ErrorCode.translationInvalid);

    const good = await dev.post<{ saved: number; unchanged: number }>(`${BASE}/import`, {
      language: 'el',
      texts: { menu: { tools: 'Εργαλειοθήκη' }, 'menu.clients': 'Πελατολόγιο' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ saved: 1, unchanged: 1 });
    expect((await rowOf('menu.tools'))?.draft).toBe('Εργαλειοθήκη');
    expect(await auditActions('el')).toEqual(['translations.import']);
  });

  it('exports flat i18next JSON: drafts over published over shipped', async () => {
    const exported = await dev.get<Record<string, string>>(`${BASE}/export?language=el`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('console-el.json');
    expect(exported.body['menu.tools']).toBe('Εργαλειοθήκη');
    expect(exported.body['menu.dashboard']).toBe(el['menu.dashboard']);
    expect(Object.keys(exported.body).length).toBe(Object.keys(el).length);
  });
});

describe('publishing', () => {
  it('publishes every draft as a version, audited, and serves it with an ETag', async () => {
    const before = await dev.get<TTranslationList>(BASE);
    expect(before.body.published).toBeNull();
    expect(before.body.unpublished).toBeGreaterThan(0);
    const published = await dev.post<TPublicationInfo>(`${BASE}/publications`, { baseVersion: null });
    expect(published.status).toBe(201);
    expect(published.body.version).toBeGreaterThan(0);
    expect(published.body.counts.el).toBe(before.body.unpublished);
    expect(await auditActions(String(published.body.version))).toEqual(['translations.publish']);

    const after = await dev.get<TTranslationList>(BASE);
    expect(after.body.unpublished).toBe(0);
    expect(after.body.published?.version).toBe(published.body.version);
    expect(await rowOf('menu.tools')).toMatchObject({ state: 'published', text: 'Εργαλειοθήκη', draft: null });

    const res = await fetch(`${t.baseUrl}/dashboard/translations/published/el`);
    const bundle = (await res.json()) as TPublishedBundle;
    expect(bundle.version).toBe(published.body.version);
    expect(bundle.texts['menu.tools']).toBe('Εργαλειοθήκη');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toContain(String(published.body.version));
    const again = await fetch(`${t.baseUrl}/dashboard/translations/published/el`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('refuses a publish from someone who had not seen the latest version', async () => {
    await dev.put(BASE, { key: 'menu.tools', language: 'el', text: 'Εργαλεία' });
    const stale = await dev.post(`${BASE}/publications`, { baseVersion: null });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).code).toBe(ErrorCode.translationPublishedSince);
    const list = await dev.get<TTranslationList>(BASE);
    expect(list.body.unpublished).toBe(1);
    const next = await dev.post<TPublicationInfo>(`${BASE}/publications`, {
      baseVersion: list.body.published?.version ?? null,
    });
    expect(next.status).toBe(201);
    expect(next.body.version).toBe((list.body.published?.version ?? 0) + 1);
  });
});

describe('the staff user\u2019s own language', () => {
  it('is kept on the server, audited, and comes back at sign-in', async () => {
    const who = await t.signIn('support@demo.test');
    expect((who.user as unknown as TCurrentUser).language).toBe('en');
    const set = await t.call<TCurrentUser>('PUT', '/dashboard/crmusers/current/language', {
      token: who.token,
      body: { language: 'el' },
    });
    expect(set.status).toBe(200);
    expect(set.body.language).toBe('el');
    const bad = await t.call('PUT', '/dashboard/crmusers/current/language', {
      token: who.token,
      body: { language: 'xx' },
    });
    expect(bad.status).toBe(400);
    const again = await t.signIn('support@demo.test');
    expect((again.user as unknown as TCurrentUser).language).toBe('el');
    expect(await auditActions(who.user._id)).toContain('staff.language');
  });
});
