import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { column, units } from './report-columns.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('tools', () => {
  it('the UTM builder refuses a value the report would split, previews, keeps, copies and archives a link', async () => {
    const context = await newContext(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/tools');
    await page.waitForURL(/\/tools\/utm-builder$/);
    await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Analytics' }).waitFor();
    // Marketing may not see the money: the leaderboard still opens, with FTDs only (checked below).
    const name = `E2E spring ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Page on the site').fill('/open-account');
    await page.getByLabel('Source').fill('Facebook');
    await page.getByLabel('Medium', { exact: true }).fill('paid-social');
    await page.getByLabel('Campaign', { exact: true }).fill(`spring-${Date.now()}`);
    await page.getByRole('button', { name: 'Keep the link' }).click();
    await expect.poll(() => page.getByLabel('Source').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Source: use lower-case letters, digits, dot, dash or underscore').waitFor();

    await page.getByLabel('Source').fill('facebook');
    const preview = page.locator('output.utm-preview code');
    await expect
      .poll(() => preview.textContent())
      .toMatch(
        /^https:\/\/www\.meridian-markets\.example\/open-account\?utm_source=facebook&utm_medium=paid-social&utm_campaign=spring-\d+$/,
      );
    const url = (await preview.textContent()) ?? '';
    await page.getByRole('button', { name: 'Keep the link' }).click();
    const row = page
      .getByRole('table', { name: 'Kept links, newest first' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.waitFor();
    expect(await row.locator('.utm-link-url').textContent()).toBe(url);
    await row.getByRole('button', { name: `Copy the link ${name}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The form is empty again, ready for the next link.
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await row.getByRole('button', { name: 'Archive' }).click();
    await row.getByRole('button', { name: 'Archive for good' }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });

  it('analytics: the totals row is the sum of each column over the demo months', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/tools/analytics?period=lastMonth&groupBy=day');
    const table = 'Registrations, devices and sign-ins per period';
    await page.getByRole('table', { name: table }).locator('tfoot').waitFor();
    for (const header of ['Registrations', 'Windows', 'Android', 'iOS', 'Several devices', 'Not known']) {
      const { cells, total } = await column(page, table, header);
      expect(cells.length, header).toBeGreaterThan(1);
      expect(
        cells.reduce((s, c) => s + units(c), 0n),
        header,
      ).toBe(units(total));
    }
    // Registrations by device add up to registrations, row by row.
    const all = await column(page, table, 'Registrations');
    const devices = await Promise.all(
      ['Windows', 'Android', 'iOS', 'Several devices', 'Not known'].map((h) => column(page, table, h)),
    );
    expect(devices.reduce((s, d) => s + units(d.total), 0n)).toBe(units(all.total));
    await page.locator('.report-chart-img svg').waitFor();
    await context.close();
  });

  it('the sales leaderboard ranks by net deposits, and an agent’s FTDs open the FTD report with the same count', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'accounting@demo.test', undefined, '/tools/sales-leaderboard?period=yearToDate');
    const table = page.getByRole('table', { name: 'Sales agents, best first' });
    await table.locator('tfoot').waitFor();
    const nets = (await column(page, 'Sales agents, best first', 'Net deposits')).cells.map(units);
    expect(nets.length).toBeGreaterThan(1);
    expect(nets).toEqual(nets.toSorted((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const ftds = await column(page, 'Sales agents, best first', 'FTDs');
    expect(ftds.cells.reduce((s, c) => s + units(c), 0n)).toBe(units(ftds.total));

    const link = table
      .locator('tbody')
      .getByRole('link', { name: /^FTDs of / })
      .first();
    const figure = units((await link.textContent()) ?? '');
    await link.click();
    await page.waitForURL(/\/reports\/firstTimeDeposits\?/);
    expect(new URL(page.url()).searchParams.get('agent')).toBeTruthy();
    // The leaderboard's drill asks for months: the FTD report's table per month, its FTDs total.
    await page.getByRole('table', { name: 'First-time deposits per month' }).locator('tfoot').waitFor();
    await expect
      .poll(async () => units((await column(page, 'First-time deposits per month', 'FTDs')).total))
      .toBe(figure);
    await context.close();
  });

  it('marketing reads the leaderboard without the money; support cannot open the tools', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/tools/sales-leaderboard?period=yearToDate');
    const table = page.getByRole('table', { name: 'Sales agents, best first' });
    await table.locator('tfoot').waitFor();
    const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
    expect(headers).toContain('FTDs');
    expect(headers).not.toContain('Net deposits');
    await context.close();

    const support = await newContext(browser, baseUrl);
    const supportPage = await support.newPage();
    await signIn(supportPage, 'support@demo.test');
    await supportPage.goto('/tools');
    await supportPage.waitForURL(/\/\?error=401/);
    await support.close();
  });
});
