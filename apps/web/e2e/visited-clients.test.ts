import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TABS = [
  { _id: 'c1', readableId: '1001', order: 0, name: 'old name' },
  { _id: 'c2', readableId: '1002', order: 1, name: 'old name' },
  { _id: 'c3', readableId: '1003', order: 2, name: 'old name' },
];
const NAMES: Record<string, [string, string]> = { c1: ['Ana', 'Lopez'], c2: ['Ben', 'Ode'], c3: ['Cy', 'Ray'] };

/**
 * Visited tabs as the client page (clients module) leaves them, and the clients module's
 * `GET /dashboard/users/{id}` answered in the browser, to test the bar itself.
 */
async function openWithTabs(failing?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route(/\/dashboard\/users\/c\d(\?|$)/, (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (id === failing) return route.fulfill({ status: 500, json: { code: 1, message: 'down' } });
    const [first_name, last_name] = NAMES[id] ?? ['?', '?'];
    // A whole client, as the API answers (the client page opens when a tab is chosen).
    return route.fulfill({
      json: {
        _id: id,
        readableId: `100${id.slice(1)}`,
        first_name,
        last_name,
        email: `${id}@example.com`,
        phone: null,
        country: 'cy',
        kyc_status: 'approved',
        device_type: null,
        suspended: false,
        ctrader_id: null,
        mt5_id: null,
        account: null,
        utms: {},
        sales_agent_id: null,
        live_accounts: 0,
        demo_accounts: 0,
        first_deposit_at: null,
        ftd_amount_usd: null,
        total_deposits_usd: '0.00',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    });
  });
  await signIn(page, 'admin@demo.test');
  await page.evaluate((tabs) => sessionStorage.setItem('visitedClients:meridian', JSON.stringify(tabs)), TABS);
  await page.reload();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return { context, page, errors };
}

const tabNames = (page: Page) => page.locator('.visited-tab a').allTextContents();

describe('visited clients bar', () => {
  it('shows the tabs with fresh names, highlights the open client, closes a tab', async () => {
    const { context, page } = await openWithTabs();
    const bar = page.getByRole('navigation', { name: 'Recently visited clients' });
    await bar.getByText('Ana Lopez').waitFor();
    expect(await tabNames(page)).toEqual(['1001 Ana Lopez', '1002 Ben Ode', '1003 Cy Ray']);
    await bar.getByRole('link', { name: 'Clients' }).waitFor();
    await bar.getByRole('link', { name: /Ben Ode/ }).click();
    await page.waitForURL('**/clients/c2');
    await expect.poll(() => bar.getByRole('link', { name: /Ben Ode/ }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { name: '1002 · Ben Ode' }).waitFor();
    await bar.getByRole('button', { name: 'Close Cy Ray' }).click();
    expect(await tabNames(page)).toEqual(['1001 Ana Lopez', '1002 Ben Ode']);
    await context.close();
  });

  it('reorders tabs by dragging, and keeps the order in session storage', async () => {
    const { context, page } = await openWithTabs();
    await page.getByText('Cy Ray').waitFor();
    // The drag library loads after the shell (sortable-tabs.tsx): the handles say so when it is there.
    await page
      .getByRole('button', { name: 'Move Cy Ray' })
      .and(page.locator('[aria-roledescription="sortable"]'))
      .waitFor();
    const from = await page.getByRole('button', { name: 'Move Cy Ray' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Move Ana Lopez' }).boundingBox();
    if (!from || !to) throw new Error('tabs not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x - 10, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => tabNames(page)).toEqual(['1003 Cy Ray', '1001 Ana Lopez', '1002 Ben Ode']);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('visitedClients:meridian') ?? '[]'));
    expect(stored.map((t: { _id: string; order: number }) => [t._id, t.order])).toEqual([
      ['c3', 0],
      ['c1', 1],
      ['c2', 2],
    ]);
    await context.close();
  });

  it('resets to empty, hides, and logs when loading a tab fails', async () => {
    const { context, page, errors } = await openWithTabs('c2');
    await expect.poll(() => errors.some((e) => e.includes('Failed to load visited clients'))).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Recently visited clients' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('visitedClients:meridian'))).toBe('[]');
    await context.close();
  });
});
