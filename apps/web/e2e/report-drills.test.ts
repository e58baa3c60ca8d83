import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

/**
 * A figure under a country, agent or UTM filter or breakdown opens a list holding exactly its rows
 * (issue #15): the list's count is the figure, and chips say why the list is narrowed.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A shown count ("1,234") as an integer. */
const count = (text: string) => BigInt(text.replace(/[^\d]/g, '') || '0');

/** The count in a list's heading: "Deposits (1,234)". */
const headingCount = async (page: Page, heading: RegExp) => {
  const text = (await page.getByRole('heading', { name: heading }).first().textContent()) ?? '';
  const match = /\(([\d,]+)\)/.exec(text);
  return match?.[1] ? count(match[1]) : -1n;
};

/** The cells of a column, by its header's text. */
async function columnLinks(table: Locator, label: string) {
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(label);
  if (index < 0) throw new Error(`No column ${label} in ${headers.join(' | ')}`);
  return table.locator(`tbody tr td:nth-child(${index + 1}) a`);
}

// Last month: whole reporting days in the past, so no test moving money today changes the figures.
const PERIOD = 'period=lastMonth&groupBy=month';

describe('drilled figures under a filter', () => {
  it('a country’s deposits open the deposits of that country’s clients, as many, with a removable chip', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/reports/finances?${PERIOD}&country=cy`);
    const table = page.getByRole('table', { name: /^Finances per month/ });
    await table.locator('tbody tr').first().waitFor();
    const link = (await columnLinks(table, 'Deposits')).first();
    const figure = count((await link.textContent()) ?? '');
    expect(figure).toBeGreaterThan(0n);
    await link.click();
    await page.waitForURL(/\/finances\/deposits\?/);
    expect(new URL(page.url()).searchParams.get('country')).toBe('cy');
    await expect.poll(() => headingCount(page, /^Deposits/), { timeout: 10_000 }).toBe(figure);
    const chips = page.getByRole('list', { name: 'Report filters' });
    await chips.getByText('Country: Cyprus').waitFor();

    // Deleting the chip widens the list to every country.
    await page.getByRole('button', { name: 'Delete filter Country: Cyprus' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBeNull();
    await expect.poll(() => headingCount(page, /^Deposits/), { timeout: 10_000 }).toBeGreaterThan(figure);
    await context.close();
  });

  it('an agent’s first deposits and that agent’s deposits open lists of as many', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/reports/firstTimeDeposits?${PERIOD}`);
    const agents = page.getByRole('table', { name: 'First-time deposits by sales agent' });
    await agents.locator('tbody tr').first().waitFor();
    // The first agent with a name (the group without an agent opens nothing: the report has no such filter).
    const link = (await columnLinks(agents, 'FTDs')).first();
    const figure = count((await link.textContent()) ?? '');
    expect(figure).toBeGreaterThan(0n);
    await link.click();
    await page.waitForURL(/agent=/);
    const agent = new URL(page.url()).searchParams.get('agent') ?? '';
    await expect.poll(() => headingCount(page, /^First deposits/), { timeout: 10_000 }).toBe(figure);

    await page.goto(`/reports/finances?${PERIOD}&agent=${agent}`);
    const table = page.getByRole('table', { name: /^Finances per month/ });
    await table.locator('tbody tr').first().waitFor();
    const deposits = (await columnLinks(table, 'Deposits')).first();
    const depositCount = count((await deposits.textContent()) ?? '');
    await deposits.click();
    await page.waitForURL(/\/finances\/deposits\?/);
    expect(new URL(page.url()).searchParams.get('sales_agent')).toBe(agent);
    await expect.poll(() => headingCount(page, /^Deposits/), { timeout: 10_000 }).toBe(depositCount);
    await page
      .getByRole('list', { name: 'Report filters' })
      .getByText(/^Sales agent: /)
      .waitFor();
    await context.close();
  });

  it('a UTM source’s first deposits narrow the report to that source, whose list holds as many', async () => {
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/reports/firstTimeDeposits?${PERIOD}`);
    const sources = page.getByRole('table', { name: 'First-time deposits by UTM source' });
    await sources.locator('tbody tr').first().waitFor();
    const link = (await columnLinks(sources, 'FTDs')).first();
    const figure = count((await link.textContent()) ?? '');
    expect(figure).toBeGreaterThan(0n);
    await link.click();
    await page.waitForURL(/utmSource=/);
    const source = new URL(page.url()).searchParams.get('utmSource') ?? '';
    // The filter shows the source, the report's total is the figure, and so is its list's count.
    await expect.poll(() => page.getByRole('combobox', { name: 'UTM source', exact: true }).inputValue()).toBe(source);
    const periods = page.getByRole('table', { name: /^First-time deposits per month/ });
    await expect
      .poll(async () => count((await (await columnLinks(periods, 'FTDs')).first().textContent()) ?? ''), {
        timeout: 10_000,
      })
      .toBe(figure);
    await expect.poll(() => headingCount(page, /^First deposits/), { timeout: 10_000 }).toBe(figure);
    // Back to every source: the list grows again.
    await page.getByRole('combobox', { name: 'UTM source', exact: true }).selectOption({ label: 'All' });
    await expect.poll(() => new URL(page.url()).searchParams.get('utmSource')).toBeNull();
    await expect.poll(() => headingCount(page, /^First deposits/), { timeout: 10_000 }).toBeGreaterThan(figure);
    await context.close();
  });

  it('a UTM source’s registrations, and those of clients without a source, open as many clients', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/reports/utms?period=lastMonth');
    const sources = page.getByRole('table', { name: 'UTM sources' });
    await sources.locator('tfoot').waitFor();
    for (const [name, param] of [
      ['google', 'utm_source'],
      ['No source', 'no_utm'],
    ] as const) {
      // The row's registrations, whose link is named after the row's source.
      const link = sources.getByRole('link', { name: new RegExp(`^Clients of ${name} registered`) });
      const figure = count((await link.textContent()) ?? '');
      expect(figure).toBeGreaterThan(0n);
      await link.click();
      await page.waitForURL(/\/clients\?/);
      expect(new URL(page.url()).searchParams.get(param)).toBe(param === 'no_utm' ? 'source' : 'google');
      await expect
        .poll(async () => (await page.getByRole('navigation', { name: 'Pages' }).textContent()) ?? '', {
          timeout: 10_000,
        })
        .toMatch(new RegExp(`· ${figure.toLocaleString('en')} clients`));
      await page
        .getByRole('list', { name: 'Report filters' })
        .getByText(param === 'no_utm' ? 'No UTM source' : 'UTM source: google')
        .waitFor();
      await page.goBack();
      await sources.locator('tfoot').waitFor();
    }
    await context.close();
  });

  it('a campaign’s registrations in a period open as many clients', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/reports/campaigns?${PERIOD}`);
    const table = page.getByRole('table', { name: 'Campaigns per period' });
    await table.locator('tfoot').waitFor();
    const link = table
      .locator('tbody')
      .getByRole('link', { name: /^Clients of / })
      .first();
    const figure = count(((await link.getAttribute('aria-label')) ?? '').replace(/^.*: /, ''));
    expect(figure).toBeGreaterThan(0n);
    await link.click();
    await page.waitForURL(/\/clients\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('utm_campaign') ?? params.get('no_utm')).toBeTruthy();
    await expect
      .poll(async () => (await page.getByRole('navigation', { name: 'Pages' }).textContent()) ?? '', {
        timeout: 10_000,
      })
      .toMatch(new RegExp(`· ${figure.toLocaleString('en')} clients`));
    await context.close();
  });
});
