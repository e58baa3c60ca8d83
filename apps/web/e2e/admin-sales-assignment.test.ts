import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { registerClient } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now();
let serial = 0;
const register = (key: string, country: string) =>
  registerClient(key, {
    first_name: 'Inês',
    last_name: 'Sousa',
    email: `ines.sousa.${stamp}.${serial++}@mail.test`,
    country,
    utm_source: 'google',
  });

const agentRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Sales agents of this brand' }).getByRole('row').filter({ hasText: name });
const clientsOf = async (page: Page, name: string) =>
  Number(((await agentRow(page, name).getByRole('link').textContent()) ?? '').replace(/\D/g, ''));
const unassigned = async (page: Page) =>
  Number(((await page.getByTestId('unassigned').locator('strong').textContent()) ?? '').replace(/\D/g, ''));

describe('sales assignment', () => {
  it('sets a rotation country, makes a key, sees registrations rotate and moves clients in bulk', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/sales-assignment');
    await page.getByRole('heading', { name: 'Sales assignment', level: 1 }).waitFor();
    await page.getByText('How assignment works').waitFor();
    await agentRow(page, 'Sofia Andreou').waitFor();

    // Portugal joins Sofia's rotation (no demo agent covers it).
    await agentRow(page, 'Sofia Andreou').getByRole('button', { name: 'Add a country to Sofia Andreou' }).click();
    const picker = page.getByRole('dialog').getByRole('combobox', { name: 'Country' });
    await picker.fill('portug');
    await page.getByRole('option', { name: /^Portugal$/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await agentRow(page, 'Sofia Andreou')
      .getByRole('list', { name: 'Sofia Andreou’s rotation countries' })
      .getByText('Portugal')
      .waitFor();

    // A client-app key, shown once.
    await page.getByRole('button', { name: 'New key' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(`E2E app ${stamp}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Make the key' }).click();
    const shown = page.getByTestId('new-key');
    await shown.waitFor();
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^cik_/);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    const keyRow = page
      .getByRole('table', { name: 'Client app keys of this brand' })
      .getByRole('row')
      .filter({
        hasText: `E2E app ${stamp}`,
      });
    await keyRow.getByText('Live').waitFor();
    expect(await page.content()).not.toContain(key);

    // Registrations through the intake: Portugal goes to Sofia, Iceland to nobody.
    const sofia = await clientsOf(page, 'Sofia Andreou');
    const daniel = await clientsOf(page, 'Daniel Weber');
    const none = await unassigned(page);
    for (const country of ['pt', 'pt', 'is']) expect((await register(key, country)).status).toBe(201);
    await page.reload();
    await agentRow(page, 'Sofia Andreou').waitFor();
    expect(await clientsOf(page, 'Sofia Andreou')).toBe(sofia + 2);
    expect(await unassigned(page)).toBe(none + 1);

    // Sofia's Portuguese clients move to Daniel: previewed, confirmed, counted.
    const move = page.getByRole('region', { name: 'Move clients' });
    await move.getByLabel('From').selectOption({ label: 'Sofia Andreou' });
    await move.getByRole('button', { name: /Countries/ }).click();
    await move.getByRole('searchbox', { name: /Search Countries/ }).fill('Portugal');
    await move.getByRole('checkbox', { name: 'Portugal' }).check();
    await move.getByLabel('To').selectOption({ label: 'Daniel Weber' });
    await expect
      .poll(() => move.getByTestId('move-preview').textContent())
      .toBe('2 clients of Sofia Andreou in PT would move to Daniel Weber.');
    await move.getByRole('button', { name: 'Move…' }).click();
    await page.getByRole('dialog', { name: 'Move 2 clients to Daniel Weber?' }).waitFor();
    await page.getByRole('button', { name: 'Move them' }).click();
    await page.getByText('2 clients moved').waitFor();
    await expect.poll(() => clientsOf(page, 'Daniel Weber')).toBe(daniel + 2);
    expect(await clientsOf(page, 'Sofia Andreou')).toBe(sofia);

    // The unassigned count opens the clients list of clients without an agent.
    await page.getByTestId('unassigned').click();
    await page.waitForURL(/\/clients\?sales_agent=none$/);

    // Revoked on the page, the key registers nobody.
    await page.goto('/administration/sales-assignment');
    await keyRow.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await keyRow.getByText(/^Revoked/).waitFor();
    expect((await register(key, 'pt')).status).toBe(401);

    // Portugal leaves Sofia's rotation again (the shared demo stays as it was for other tests).
    await agentRow(page, 'Sofia Andreou').getByRole('button', { name: 'Remove Portugal from Sofia Andreou' }).click();
    await agentRow(page, 'Sofia Andreou').getByText('Portugal').waitFor({ state: 'detached' });
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations', async () => {
    const context = await newContext(browser, baseUrl, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/sales-assignment');
    await agentRow(page, 'Sofia Andreou').waitFor();
    await page.getByRole('table', { name: 'Client app keys of this brand' }).getByRole('row').nth(1).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
