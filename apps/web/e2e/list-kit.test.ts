import type { TTradingAccount } from '@crm/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { apiAs } from './money-api.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;

/** The pending crypto deposits queue must hold a full page of this many. */
const QUEUE_ROWS = 1000;

beforeAll(async () => {
  // A server of its own: fresh empty accounts for 520 clients (two live ones each), so there are
  // enough accounts for 1,000 pending deposits (one pending request of a kind per account).
  server = await startServer({ ACCOUNT_CLIENTS: '520' }, { withAccounts: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sortOf = (page: Page, name: string) =>
  page.getByRole('columnheader', { name, exact: true }).getAttribute('aria-sort');

/** Until the list has its rows for what the URL says (the previous rows stay while the next load). */
const idle = (page: Page) =>
  expect.poll(() => page.locator('.list-wrap').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');

const lastNames = async (page: Page) => {
  await idle(page);
  const headers = await page.getByRole('columnheader').allTextContents();
  return page.locator(`tbody tr td:nth-child(${headers.indexOf('Last name') + 1})`).allTextContents();
};

describe('the list kit', () => {
  it('keeps sorting, column choice and column widths across a reload; Clear stays cleared', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients');
    await page.getByRole('cell').first().waitFor();

    // First click sorts ascending, as on every list; a second click turns it round.
    await page.getByRole('button', { name: 'Last name', exact: true }).click();
    await expect.poll(() => sortOf(page, 'Last name')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('last_name');
    await page.getByRole('button', { name: 'Last name', exact: true }).click();
    await expect.poll(() => sortOf(page, 'Last name')).toBe('descending');
    expect(await sortOf(page, 'Registered')).toBeNull();

    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByLabel('Phone').check();
    await page.getByLabel('Country').uncheck();
    await page.getByRole('heading', { name: 'All clients' }).click();
    await page.getByRole('columnheader', { name: 'Phone' }).waitFor();
    // The new columns' rows first: a table that lays out again mid-drag would move the handle.
    await idle(page);

    // A column dragged wider keeps its width.
    const email = page.getByRole('columnheader', { name: 'E-mail' });
    const handle = email.locator('.list-resize');
    const box = (await handle.boundingBox()) ?? expect.unreachable();
    const before = (await email.boundingBox())?.width ?? 0;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const widened = (await email.boundingBox())?.width ?? 0;
    expect(widened).toBeGreaterThan(before + 60);

    const sortedNames = await lastNames(page);
    expect(sortedNames.length).toBeGreaterThan(1);
    await page.reload();
    await page.getByRole('cell').first().waitFor();
    expect(await sortOf(page, 'Last name')).toBe('descending');
    await page.getByRole('columnheader', { name: 'Phone' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Country' }).count()).toBe(0);
    expect(Math.abs(((await email.boundingBox())?.width ?? 0) - widened)).toBeLessThan(2);
    // The same rows in the same order as before the reload.
    expect(await lastNames(page)).toEqual(sortedNames);

    // Clear in the columns picker is a choice of no column: it does not snap back to the defaults.
    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('heading', { name: 'All clients' }).click();
    await page.getByRole('cell', { name: 'No column is chosen: choose some under Columns.' }).waitFor();
    await page.reload();
    await page.getByRole('cell', { name: 'No column is chosen: choose some under Columns.' }).waitFor();
    expect(await page.getByRole('columnheader').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('/clients-fields'))).toBe('');
    await context.close();
  });

  it('moves through rows with the keyboard and opens one with Enter', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients');
    const first = page.locator('tbody tr').first();
    await first.waitFor();
    await idle(page);
    await first.focus();
    await page.keyboard.press('ArrowDown');
    const second = page.locator('tbody tr').nth(1);
    await expect.poll(() => second.evaluate((row) => row === document.activeElement)).toBe(true);
    const id = (await second.locator('td').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/clients\/[^/]+$/);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(id).not.toBe('');
    await context.close();
  });

  it('keeps fewer than 100 rows in the page while a 1,000-row pending queue scrolls', {
    timeout: 180_000,
  }, async () => {
    const admin = await apiAs(server.url, 'admin@demo.test');
    const accounts = (
      await admin.get<{ docs: TTradingAccount[] }>('/dashboard/users/accounts?environment_type=live&limit=1000')
    ).docs;
    // Raise pending crypto deposits until the queue holds a full page (the demo has a few already).
    let waiting = await admin.queueCount('finances.pendingDeposits');
    const free = [...accounts];
    while (waiting < QUEUE_ROWS && free.length > 0) {
      const batch = free.splice(0, Math.min(8, QUEUE_ROWS - waiting));
      const raised = await Promise.allSettled(
        batch.map((a) =>
          admin.raise({
            request_type: 'depositCryptoToAccount',
            account: a._id,
            amount: '10.00',
            crypto_currency: 'USDT',
            tx_hash: `e2e-${a._id}`.replaceAll(/[^\w-]/g, '').slice(0, 60),
          }),
        ),
      );
      waiting += raised.filter((r) => r.status === 'fulfilled').length;
    }
    expect(waiting).toBeGreaterThanOrEqual(QUEUE_ROWS);

    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/finances/pending-deposits');
    await page.getByText(`(${waiting.toLocaleString('en')})`).waitFor({ timeout: 20_000 });
    const table = page.getByRole('table', { name: 'Pending deposits' });
    await table.locator('tbody tr[data-row-index]').first().waitFor();
    const rowsInPage = () => page.locator('tr').count();
    expect(await rowsInPage()).toBeLessThan(100);

    // Scroll the queue's own box to the end in steps: the rows in the DOM stay few, and the last
    // of the 1,000 rows is reached.
    const scroller = page.locator('.list-wrap.list-virtual');
    for (let step = 0; step < 12; step++) {
      await scroller.evaluate((el) => el.scrollBy(0, el.scrollHeight / 10));
      await page.waitForTimeout(50);
      expect(await rowsInPage()).toBeLessThan(100);
    }
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await table.locator(`tbody tr[data-row-index="${QUEUE_ROWS - 1}"]`).waitFor();
    expect(await rowsInPage()).toBeLessThan(100);
    await context.close();
  });
});
