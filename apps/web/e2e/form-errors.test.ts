import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { apiAs, clientsWithAccounts } from './money-api.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  // Its own server with trading accounts: the refusal below is about one.
  server = await startServer({}, { withAccounts: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a form shows the server’s refusal at the field its details name (spec point 5)', () => {
  it('raising a leverage change to the leverage the account has: the schema allows it, the server names `leverage`', async () => {
    const admin = await apiAs(server.url, 'admin@demo.test');
    const { client, account } = clientsWithAccounts(await admin.liveAccounts())[0] ?? expect.unreachable();
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/clients/${client}`);
    await page.getByRole('tab', { name: 'Requests' }).click();
    await page.getByRole('button', { name: 'Raise a request' }).click();
    const form = page.getByRole('form', { name: 'Raise a request' });
    await form.getByLabel('Type').selectOption('changeAccountLeverage');
    await form.getByLabel('Account').selectOption(account._id);
    await form.getByLabel('Leverage').selectOption(String(account.leverage));
    await form.getByRole('button', { name: 'Raise request' }).click();

    const leverage = form.getByLabel('Leverage');
    const message = `The account already has leverage 1:${account.leverage}`;
    await form.getByText(message).waitFor();
    // Beside the field, announced, and tied to its input; nothing said for the form as a whole.
    expect(await leverage.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await leverage.getAttribute('aria-describedby')) ?? expect.unreachable();
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    expect(await form.getByRole('alert').allTextContents()).toEqual([message]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Choosing another leverage clears the refusal; the request then goes.
    const other = account.leverage === 200 ? '300' : '200';
    await leverage.selectOption(other);
    expect(await leverage.getAttribute('aria-invalid')).toBe('false');
    await form.getByRole('button', { name: 'Raise request' }).click();
    await page.getByText('Change leverage request raised').waitFor();
    await context.close();
  });

  it('country pickers read spec point 3’s entries: choosing Cyprus puts +357 in front of the phone', async () => {
    const admin = await apiAs(server.url, 'admin@demo.test');
    const { client } = clientsWithAccounts(await admin.liveAccounts())[1] ?? expect.unreachable();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/clients/${client}`);
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    const picker = page.getByRole('combobox', { name: 'Phone country' });
    // The demo client may be in Cyprus already: move the number to Greece first, so choosing Cyprus
    // changes it whatever the client's country.
    await phone.waitFor();
    await picker.fill('greece');
    await page.getByRole('option', { name: /^Greece\s*\+30$/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    // A client already in Greece keeps the number as stored (no space): Greek either way.
    await expect.poll(() => phone.inputValue()).toMatch(/^\+30/);
    const before = await phone.inputValue();
    await picker.fill('cypr');
    await page.getByRole('option', { name: /^Cyprus\s*\+357$/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect.poll(() => phone.inputValue()).toMatch(/^\+357 /);
    // The number after the old dialling code is kept.
    expect((await phone.inputValue()).replace(/\D/g, '').length).toBeGreaterThan(3);
    expect(await phone.inputValue()).not.toBe(before);
    expect(await page.getByRole('combobox', { name: 'Country', exact: true }).inputValue()).not.toBe('');
    await context.close();
  });

  it('a date-time field is as wide as the inputs beside it, and a click on its label puts the cursor in its day', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/client-communication/app-ribbon');
    await page.getByRole('button', { name: 'New ribbon' }).click();
    const editor = page.getByRole('region', { name: 'New ribbon' });
    const starts = editor.locator('.field', { has: page.locator('label', { hasText: /^Starts$/ }) });
    // The React Aria picker replaces its placeholder once loaded: its day is a spin button.
    await starts.getByRole('spinbutton', { name: /^day/ }).waitFor();
    const group = (await starts.locator('.date-field-group').boundingBox()) ?? expect.unreachable();
    const priority = (await editor.getByLabel('Priority').boundingBox()) ?? expect.unreachable();
    expect(Math.abs(group.width - priority.width)).toBeLessThanOrEqual(1);

    await starts.locator('label').click();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/^day/);
    await context.close();
  });
});
