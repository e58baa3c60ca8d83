import path from 'node:path';
import type { TArticle, TArticlePage } from '@crm/contracts';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/browser.ts';
import { apiAs } from '../e2e/money-api.ts';

/** A few articles for the pictures (once per server): a published one, a scheduled one, a generated draft. */
async function prepareArticles(baseURL: string): Promise<TArticle> {
  const developer = await apiAs(baseURL, 'developer@demo.test');
  const existing = await developer.get<TArticlePage>('/dashboard/internals/blog/articles?search=market-update');
  const generated = existing.docs[0];
  if (generated) return generated;
  const write = (slug: string, title: string, body: string) =>
    developer.post<TArticle>('/dashboard/internals/blog/articles', {
      title,
      slug,
      language: slug.endsWith('-el') ? 'el' : 'en',
      summary: 'A short look at the week ahead',
      body,
    });
  const gold = await write('gold-week-ahead', 'Gold: the week ahead', '## Gold\n\nGold held its range this week.');
  await developer.post(`/dashboard/internals/blog/articles/${gold._id}/publish`, undefined);
  const fx = await write('eurusd-after-the-ecb', 'EURUSD after the ECB', 'The **euro** steadied after the decision.');
  await developer.post(`/dashboard/internals/blog/articles/${fx._id}/schedule`, {
    publishAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
  });
  await write('gold-week-ahead-el', 'Χρυσός: η εβδομάδα που έρχεται', 'Ο χρυσός κράτησε το εύρος του.');
  return developer.post<TArticle>('/dashboard/internals/blog/articles/fromMarketData', undefined);
}

/** Internals › Blog (issue #18): the list, and the editor on a draft generated from market data. */
export async function shootBlogPages(browser: Browser, baseURL: string, mode: string, out: string) {
  const generated = await prepareArticles(baseURL);
  // The developer holds the internal permissions; the admin role would need them granted explicitly.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('developer@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.goto('/internals/blog');
  await page.getByRole('table', { name: 'Articles, last changed first' }).getByText('Gold: the week ahead').waitFor();
  await page.screenshot({ path: path.join(out, `blog-${mode}.png`) });
  await page.goto(`/internals/blog?article=${generated._id}`);
  await page.getByRole('article', { name: 'Preview' }).locator('table').waitFor();
  await page.getByLabel('Body (Markdown)').waitFor();
  await page.screenshot({ path: path.join(out, `blog-editor-${mode}.png`) });
  await context.close();
}
