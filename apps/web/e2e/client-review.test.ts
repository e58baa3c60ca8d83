import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('KYC review and the client page', () => {
  it('approves a client’s documents from the queue, and the client’s KYC shows approved', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'compliance@demo.test', undefined, '/documents/pending-review');
    const panel = page.getByRole('region', { name: 'Document under review' });
    await panel.waitFor();
    const link = panel.getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const clientName = (await link.textContent()) ?? '';
    // Approve every document of that client waiting in the queue.
    for (let i = 0; i < 4; i++) {
      const entries = page
        .getByRole('list', { name: 'Documents in the queue' })
        .getByRole('button', { name: new RegExp(clientName.split(' ').slice(1).join(' ')) });
      const waiting = await entries.count();
      if (waiting === 0) break;
      await entries.first().click();
      await panel.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Document approved').first().waitFor();
      // The queue refetches after a decision: count again only once the approved entry has left
      // it, or a stale entry would be clicked as it vanishes.
      await expect.poll(() => entries.count(), { timeout: 10_000 }).toBeLessThan(waiting);
    }
    await page.goto(href);
    await page.getByText('KYC approved').waitFor();
    // Opening the client put it in the visited-clients bar.
    await page
      .getByRole('navigation', { name: 'Recently visited clients' })
      .getByRole('link', { name: new RegExp(clientName.split(' ')[0] ?? '') })
      .waitFor();
    await context.close();
  });

  it('refuses a bad phone number with a clear message at the field', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/clients?filters=${encodeURIComponent('country[eq]:de')}`);
    // The pager shows once the clients are there: before it, the first cell is the loading message.
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await page.getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Save phone' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      '"12345" is not a valid phone number for DE (or give it with its country code)',
    );
    expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0151 23456789');
    await page.getByRole('button', { name: 'Save phone' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue())
      .toBe('+4915123456789');
    await context.close();
  });

  it('offers only the controls the user may use (the server refuses the rest anyway)', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'sales@demo.test', undefined, '/clients');
    // The pager shows once the clients are there: before it, the first cell is the loading message.
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Logs' }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Suspended' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Notes', exact: true }).waitFor();
    await context.close();
  });

  it('keeps notes on the client page', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test', undefined, '/clients');
    await page.getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Notes', exact: true }).click();
    await page.getByPlaceholder('Write a note…').fill('Asked for a call back tomorrow');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Asked for a call back tomorrow').waitFor();
    await context.close();
  });
});
