import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { call as api, signInReply as login } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const table = (page: Page) => page.getByRole('table', { name: 'Audit log, newest first' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
/** The "Who" cells of the rows shown. */
const whoCells = async (page: Page) => {
  const headers = await table(page).locator('thead th').allTextContents();
  const column = headers.findIndex((h) => h.trim().startsWith('Who'));
  return bodyRows(page)
    .locator(`td:nth-child(${column + 1})`)
    .allTextContents();
};

describe('administration › logs', () => {
  it('shows view-as with both names, filters by staff and period, opens a before and after, verifies the chain', async () => {
    // The records: a staff user created and renamed by the admin, and a page read in view-as.
    const admin = await login('admin@demo.test');
    const stamp = Date.now();
    const created = await api<{ _id: string }>(admin.token, 'POST', '/dashboard/crmusers', {
      first_name: 'Logan',
      last_name: `Before${stamp}`,
      email: `logs-${stamp}@demo.test`,
      password: 'Plenty-long-pass-7',
      department: 'support',
    });
    await api(admin.token, 'PATCH', `/dashboard/crmusers/${created._id}`, { last_name: `After${stamp}` });
    const sales = await login('sales@demo.test');
    const viewAs = await api<{ token: string }>(admin.token, 'POST', '/dashboard/auth/loginAs', {
      crmuser_id: sales.user._id,
    });
    await api(viewAs.token, 'GET', '/dashboard/crmusers/current');

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/logs');
    await page.getByRole('heading', { name: 'Logs' }).waitFor();

    // View-as: both staff users on the row.
    await page.getByText('Adrian Cole as Sofia Andreou').first().waitFor();

    // Staff user filter: every row is the sales user's own.
    await page.getByRole('combobox', { name: 'Staff user' }).click();
    await page.getByRole('option', { name: 'Sofia Andreou' }).click();
    await page.waitForURL((url) => url.searchParams.get('actor') === sales.user._id);
    await expect.poll(async () => (await whoCells(page)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await whoCells(page)).every((who) => who.startsWith('Sofia Andreou'))).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('actor'));

    // Period: today holds the records just made (a preset resolves to days in the URL's stead).
    const period = page.getByLabel('Period');
    await period.selectOption('today');
    await page.waitForURL((url) => url.searchParams.get('period') === 'today');
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
    // Custom days, typed day first: 2020 holds no record; open-ended from 2020 holds them all.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('period'));
    await period.selectOption('custom');
    await page.getByRole('group', { name: 'From' }).getByRole('spinbutton', { name: /day/ }).click();
    await page.keyboard.type('01012020');
    await page.waitForURL((url) => url.searchParams.get('fromDate') === '2020-01-01');
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(1);
    await page.getByRole('group', { name: 'To' }).getByRole('spinbutton', { name: /day/ }).click();
    await page.keyboard.type('31122020');
    await page.waitForURL((url) => url.searchParams.get('toDate') === '2020-12-31');
    await page.getByText('No record matches these filters.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('period') && !url.searchParams.has('fromDate'));

    // A record's before and after: the rename, found by the object filter.
    await page.getByRole('combobox', { name: 'Object', exact: true }).selectOption('staff');
    await page.getByRole('searchbox', { name: 'Object id' }).fill(created._id);
    await page.waitForURL((url) => url.searchParams.get('entityId') === created._id);
    // Only this staff user's two records: created, then renamed.
    await expect.poll(() => bodyRows(page).count()).toBe(2);
    const rename = bodyRows(page).filter({ hasText: 'Staff user edited' });
    await rename.click();
    const panel = page.getByRole('complementary', { name: /Staff user edited/ });
    const diff = panel.getByRole('table', { name: 'Before and after' });
    const lastName = diff.getByRole('row').filter({ hasText: 'last_name' });
    expect(await lastName.getByRole('cell').allTextContents()).toEqual([`Before${stamp}`, `After${stamp}`]);
    expect(await panel.getByText('Adrian Cole').first().isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Close the record' }).click();
    await panel.waitFor({ state: 'detached' });

    // Verify now: the banner shows the new run, asked for by the admin.
    await page.getByRole('button', { name: 'Verify now' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Hash chain intact' })
      .filter({ hasText: 'by Adrian Cole' })
      .waitFor();
    await context.close();
  });
});
