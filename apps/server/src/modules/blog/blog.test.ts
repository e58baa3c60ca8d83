import { ErrorCode, type TArticle, type TArticlePage } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * The blog tool and its feed over a real server and database. The server's clock is this test's:
 * a scheduled article reaches the feed when the test moves the clock past its time, never by waiting.
 */
let t: TestApp;
let now = new Date('2026-11-25T09:00:00.000Z');
const token: Record<string, string> = {};
const ARTICLES = '/dashboard/internals/blog/articles';
// A 1×1 PNG, and the same bytes under a name that lies about them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
  // The developer role holds every internal.* permission; the admin role does not (spec point 6).
  token.developer = (await t.signIn('developer@demo.test')).token;
  token.admin = (await t.signIn('admin@demo.test')).token;
  token.support = (await t.signIn('support@demo.test')).token;
}, 120_000);
afterAll(() => t.close());

const as = (who: string) => ({
  get: <T>(path: string) => t.call<T>('GET', path, { token: token[who] }),
  post: <T>(path: string, body?: unknown) => t.call<T>('POST', path, { token: token[who], body }),
  put: <T>(path: string, body: unknown) => t.call<T>('PUT', path, { token: token[who], body }),
});
const dev = as('developer');
const article = (slug: string, extra: object = {}) => ({
  title: `Gold outlook ${slug}`,
  slug,
  language: 'en',
  summary: 'Where gold may go next',
  body: '## Gold\n\nGold rose **1%** this week.',
  ...extra,
});
const feedOf = (query = 'brand=meridian') => fetch(`${t.baseUrl}/api/rss/articles?${query}`);
const parseFeed = async (query?: string) =>
  new Parser<object, { 'content:encoded'?: string }>().parseString(await (await feedOf(query)).text());

async function uploadCover(id: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.baseUrl}${ARTICLES}/${id}/cover`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.developer}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as TArticle & { code: number } };
}

describe('who may use the blog tool', () => {
  it('refuses the admin role without the explicit internal permission, and staff without it', async () => {
    for (const who of ['admin', 'support']) {
      const list = await as(who).get(ARTICLES);
      expect(list.status, who).toBe(403);
      expect(errorOf(list).code).toBe(ErrorCode.forbidden);
      const made = await as(who).post(ARTICLES, article(`refused-${who}`));
      expect(made.status, who).toBe(403);
    }
    expect((await dev.get(ARTICLES)).status).toBe(200);
  });

  it('keeps each brand to its own articles', async () => {
    const made = await dev.post<TArticle>(ARTICLES, article('meridian-only'));
    expect(made.status).toBe(201);
    expect(made.body.brand).toBe('meridian');
    // The developer works in the default brand only: asking for the other is refused.
    const other = await dev.get(`${ARTICLES}?brand=northwind`);
    expect(other.status).toBe(403);
    expect(errorOf(other).code).toBe(ErrorCode.brandForbidden);
    // An admin given the permission explicitly, working in the second brand, does not see it.
    await t.database.db.execute(
      sql`update staff set permissions = array_append(permissions, 'internal.ai_blogpost_generator') where email = 'admin@demo.test'`,
    );
    const admin = await t.signIn('admin@demo.test');
    const north = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: admin.refresh_token, brand: 'northwind' },
    });
    const inNorthwind = (path: string) => t.call<TArticlePage>('GET', path, { token: north.body.token });
    const list = await inNorthwind(`${ARTICLES}?search=meridian-only`);
    expect(list.status).toBe(200);
    expect(list.body.totalDocs).toBe(0);
    expect((await inNorthwind(`${ARTICLES}/${made.body._id}`)).status).toBe(404);
    const inMeridian = await t.call<TArticlePage>('GET', `${ARTICLES}?search=meridian-only`, { token: admin.token });
    expect(inMeridian.body.docs.map((a) => a.slug)).toEqual(['meridian-only']);
  });
});

describe('writing articles', () => {
  it('refuses a slug already used by the brand in that language (230), accepting it in another language', async () => {
    const first = await dev.post<TArticle>(ARTICLES, article('weekly-gold'));
    expect(first.status).toBe(201);
    const twin = await dev.post(ARTICLES, article('weekly-gold', { title: 'Another' }));
    expect(twin.status).toBe(409);
    expect(errorOf(twin).code).toBe(ErrorCode.articleSlugTaken);
    expect(errorOf(twin).details?.[0]?.path).toBe('slug');
    expect((await dev.post(ARTICLES, article('weekly-gold', { language: 'el' }))).status).toBe(201);
    // Renaming another article onto the address is refused the same way, and changes nothing.
    const second = await dev.post<TArticle>(ARTICLES, article('weekly-silver'));
    const moved = await dev.put(`${ARTICLES}/${second.body._id}`, article('weekly-gold'));
    expect(errorOf(moved).code).toBe(ErrorCode.articleSlugTaken);
    expect((await dev.get<TArticle>(`${ARTICLES}/${second.body._id}`)).body.slug).toBe('weekly-silver');
  });

  it('refuses bad input with the field named', async () => {
    for (const [field, value] of [
      ['slug', 'Not A Slug'],
      ['slug', 'double--hyphen'],
      ['title', ''],
      ['language', 'xx'],
    ] as const) {
      const res = await dev.post(ARTICLES, article('bad-input', { [field]: value }));
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(errorOf(res).code).toBe(ErrorCode.validation);
      expect(JSON.stringify(errorOf(res).details)).toContain(field);
    }
  });

  it('renders a script, an onerror attribute and a javascript: link inert, in the article and the preview', async () => {
    const body = [
      'Intro',
      '<script>alert("x")</script>',
      '<img src="x" onerror="alert(1)">',
      '<p onclick="alert(2)">click</p>',
      '[a trap](javascript:alert(3)) and [a site](https://example.com)',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    const made = await dev.post<TArticle>(ARTICLES, article('inert-script', { body }));
    expect(made.status).toBe(201);
    const html = made.body.html;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<img/i);
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a site</a>',
    );
    expect(html).toContain('<p>Intro</p>');
    expect(made.body.body).toBe(body); // The Markdown stays as written.
    const preview = await dev.post<{ html: string }>('/dashboard/internals/blog/preview', { body });
    expect(preview.body.html).toBe(html);
  });

  it('takes a JPEG, PNG or WebP cover told by its bytes, and refuses anything else (231)', async () => {
    const made = await dev.post<TArticle>(ARTICLES, article('with-cover'));
    const text = await uploadCover(made.body._id, 'cover.png', Buffer.from('<script>alert(1)</script>'));
    expect(text.status).toBe(400);
    expect(text.body.code).toBe(ErrorCode.articleCoverInvalid);
    const renamed = await uploadCover(made.body._id, 'cover.jpg', PNG);
    expect(renamed.body.code).toBe(ErrorCode.articleCoverInvalid);
    const good = await uploadCover(made.body._id, 'cover.png', PNG);
    expect(good.status).toBe(200);
    expect(good.body.hasCover).toBe(true);
    const cover = await fetch(`${t.baseUrl}${ARTICLES}/${made.body._id}/cover`, {
      headers: { authorization: `Bearer ${token.developer}` },
    });
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await cover.arrayBuffer()).equals(PNG)).toBe(true);
    // Not public until the article is.
    expect((await fetch(`${t.baseUrl}/api/rss/articles/${made.body._id}/cover`)).status).toBe(404);
  });

  it('audits every change in the transaction that makes it', async () => {
    const made = await dev.post<TArticle>(ARTICLES, article('audited'));
    await dev.put(`${ARTICLES}/${made.body._id}`, article('audited', { title: 'Audited again' }));
    await dev.post(`${ARTICLES}/${made.body._id}/publish`);
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_inbox where entity_id = ${made.body._id} union all select action from audit_log where entity_id = ${made.body._id}`,
    );
    expect(rows.map((r) => r.action).sort()).toEqual([
      'blog.article.create',
      'blog.article.publish',
      'blog.article.update',
    ]);
  });
});

describe('the feed', () => {
  it('carries a scheduled article only once its time has come (the clock), as valid RSS 2.0', async () => {
    const made = await dev.post<TArticle>(ARTICLES, article('scheduled-one', { title: 'Scheduled one' }));
    const past = await dev.post(`${ARTICLES}/${made.body._id}/schedule`, { publishAt: '2026-11-25T08:00:00.000Z' });
    expect(past.status).toBe(400);
    expect(errorOf(past).code).toBe(ErrorCode.articlePublishTimePast);
    const scheduled = await dev.post<TArticle>(`${ARTICLES}/${made.body._id}/schedule`, {
      publishAt: '2026-11-25T12:00:00.000Z',
    });
    expect(scheduled.body.status).toBe('scheduled');
    expect((await parseFeed()).items.map((i) => i.title)).not.toContain('Scheduled one');

    now = new Date('2026-11-25T12:00:01.000Z');
    const feed = await parseFeed();
    const item = feed.items.find((i) => i.title === 'Scheduled one');
    expect(item?.guid).toBe(made.body._id);
    expect(item?.content).toBe('Where gold may go next');
    expect(item?.['content:encoded']).toContain('<strong>1%</strong>');
    expect(item?.link).toBe('https://www.meridian-markets.example/blog/en/scheduled-one');
    expect(feed.title).toBe('Meridian Markets articles');
    expect((await dev.get<TArticle>(`${ARTICLES}/${made.body._id}`)).body.status).toBe('published');
    expect((await dev.get<TArticlePage>(`${ARTICLES}?status=published&search=scheduled-one`)).body.totalDocs).toBe(1);

    // Unpublished: out of the feed again; archived: out of the list, still on record.
    await dev.post(`${ARTICLES}/${made.body._id}/unpublish`);
    expect((await parseFeed()).items.map((i) => i.title)).not.toContain('Scheduled one');
    const archived = await dev.post<TArticle>(`${ARTICLES}/${made.body._id}/archive`);
    expect(archived.body.status).toBe('archived');
    expect((await dev.get<TArticlePage>(`${ARTICLES}?search=scheduled-one`)).body.totalDocs).toBe(0);
    const edit = await dev.put(`${ARTICLES}/${made.body._id}`, article('scheduled-one'));
    expect(errorOf(edit).code).toBe(ErrorCode.articleState);
  });

  it('answers 304 to a matching If-None-Match, with ETag and Cache-Control, and a new ETag when content changes', async () => {
    const first = await feedOf();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/rss+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${t.baseUrl}/api/rss/articles?brand=meridian`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const made = await dev.post<TArticle>(ARTICLES, article('etag-changer'));
    await dev.post(`${ARTICLES}/${made.body._id}/publish`);
    const changed = await fetch(`${t.baseUrl}/api/rss/articles?brand=meridian`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('is per brand: the other brand’s feed holds none of these, an unknown brand is 404', async () => {
    const north = await parseFeed('brand=northwind');
    expect(north.title).toBe('Northwind Trade articles');
    expect(north.items.map((i) => i.title)).not.toContain('Gold outlook etag-changer');
    expect((await parseFeed()).items.map((i) => i.title)).toContain('Gold outlook etag-changer');
    expect((await feedOf('brand=nowhere')).status).toBe(404);
    // Without a brand: the default brand's feed.
    expect((await parseFeed('')).title).toBe('Meridian Markets articles');
  });
});

describe('draft from market data', () => {
  it('composes an English draft from the price feed, marked as generated', async () => {
    const res = await dev.post<TArticle>(`${ARTICLES}/fromMarketData`);
    expect(res.status).toBe(201);
    expect(res.body.generated).toBe(true);
    expect(res.body.status).toBe('draft');
    expect(res.body.slug).toBe('market-update-2026-11-25-1200');
    expect(res.body.body).toContain('## Movers');
    expect(res.body.html).toContain('<table>');
    for (const group of ['Forex', 'Metals', 'Energy', 'Crypto', 'Indices'])
      expect(res.body.body).toContain(`| ${group} |`);
  });
});
