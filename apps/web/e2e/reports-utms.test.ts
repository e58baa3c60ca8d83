import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { column, sumOf, units } from './report-columns.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Last month: whole reporting days in the past, so no test creating clients today moves the figures.
const UTMS = '/reports/utms?period=lastMonth';

describe('UTM report', () => {
  it('totals equal the sum of each column, the registrations total opens as many clients, and a source drills down and back', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, UTMS);
    const sources = page.getByRole('table', { name: 'UTM sources' });
    await sources.locator('tfoot').waitFor();
    for (const header of ['Registrations', 'Verified', 'FTDs', 'Deposits', 'Net deposits']) {
      const { cells, total } = await column(page, 'UTM sources', header);
      expect(cells.length).toBeGreaterThan(1);
      expect(sumOf(cells), header).toBe(units(total));
    }
    await page.locator('.report-chart-img svg').waitFor();

    // The registrations total opens the clients registered in those days: the same count.
    const registrations = units((await column(page, 'UTM sources', 'Registrations')).total);
    await sources.locator('tfoot').getByRole('link').first().click();
    await page.waitForURL(/\/clients\?filters=/);
    await expect
      .poll(async () => (await page.getByRole('navigation', { name: 'Pages' }).textContent()) ?? '')
      .toMatch(new RegExp(`· ${registrations.toLocaleString('en')} clients`));
    await page.goBack();
    await sources.locator('tfoot').waitFor();

    // Drill into google's campaigns, then Back, then in again and out by the breadcrumb.
    await page.getByRole('link', { name: 'Campaigns of google' }).click();
    const campaigns = page.getByRole('table', { name: 'Campaigns of google' });
    await campaigns.locator('tfoot').waitFor();
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('google');
    const drilled = await column(page, 'Campaigns of google', 'Registrations');
    expect(sumOf(drilled.cells)).toBe(units(drilled.total));
    const googleRow = sources.getByRole('row').filter({ has: page.getByRole('link', { name: 'Campaigns of google' }) });
    await page.goBack();
    await sources.locator('tfoot').waitFor();
    expect(new URL(page.url()).searchParams.get('utm_source')).toBeNull();
    const googleRegistrations = (await googleRow.locator('td').nth(1).textContent()) ?? '';
    expect(units(googleRegistrations)).toBe(units(drilled.total));
    await page.getByRole('link', { name: 'Campaigns of google' }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All sources' }).click();
    await sources.locator('tfoot').waitFor();
    await context.close();
  });

  it('shows campaigns over time', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/reports/campaigns?period=lastMonth');
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    await page.getByRole('table', { name: 'Campaigns per period' }).locator('tfoot').waitFor();
    await page.locator('.report-chart-img svg').waitFor();
    const { cells, total } = await column(page, 'Campaigns per period', 'Registrations');
    expect(sumOf(cells)).toBe(units(total));
    await context.close();
  });

  it('is refused to a user without reports.utm_reports', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test', undefined, '/reports/utms');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('error') === '401');
    expect(await page.getByRole('link', { name: 'UTMs' }).count()).toBe(0);
    await context.close();
  });
});
