import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('internals › blog', () => {
  it('writes an article in the Markdown editor, previews it inert, publishes it and finds it in the feed', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // The developer role holds the internal permissions (the admin role would need them granted).
    await signIn(page, 'developer@demo.test', undefined, '/internals/blog');
    await page.getByRole('button', { name: 'New article' }).click();
    const stamp = Date.now();
    const title = `E2E gold outlook ${stamp}`;
    await page.getByLabel('Title').fill(title);
    // The address follows the title until it is edited.
    expect(await page.getByLabel('Slug (address)').inputValue()).toBe(`e2e-gold-outlook-${stamp}`);
    await page.getByLabel('Summary').fill('Where gold may go next');
    const body = page.getByLabel('Body (Markdown)');
    await body.click();
    await page.keyboard.type('## Gold this week\n\nGold rose **strongly**.\n\n<img src=x onerror="window.hacked=1">');

    // The preview is the server's rendering: bold text is bold, the onerror attribute is gone.
    const preview = page.getByRole('article', { name: 'Preview' });
    await preview.locator('strong', { hasText: 'strongly' }).waitFor();
    await preview.getByRole('heading', { name: 'Gold this week' }).waitFor();
    expect(await preview.locator('img, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: the article is in the feed').waitFor();

    // Back in the list: the article with its status and language.
    await page.getByRole('button', { name: '← All articles' }).click();
    const row = page
      .getByRole('table', { name: 'Articles, last changed first' })
      .getByRole('row')
      .filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Published.*English.*Meridian Markets/);

    // The public feed (no sign-in) carries it.
    const feed = await fetch(`${baseUrl}/api/rss/articles?brand=meridian`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain(`<title><![CDATA[${title}]]></title>`);
    expect(xml).toContain('<strong>strongly</strong>');
    expect(xml).not.toContain('onerror');
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
