import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, signIn } from './browser.ts';
import { call, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const DEVELOPER = 'developer@demo.test';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The developer's language is kept on the server: back to English for the files that follow.
  await call(await tokenOf(DEVELOPER), 'PUT', '/dashboard/crmusers/current/language', { language: 'en' });
  await browser.close();
});

describe('internals › translation tool', () => {
  it('switches to Greek from the profile block, edits and publishes a text, and a fresh load shows it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // The developer role holds the internal permissions (the admin role would need them granted).
    await signIn(page, DEVELOPER, undefined, '/internals/translation-tool');
    await page.getByRole('heading', { name: 'Translation tool' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The profile block's picker: the menu and the page speak Greek, and <html lang> follows.
    await page.getByRole('region', { name: 'Signed in' }).getByRole('button', { name: 'Ελληνικά' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Εργαλείο μετάφρασης' }).waitFor();
    await menu.getByRole('link', { name: 'Πίνακας ελέγχου' }).waitFor();
    await page.getByRole('heading', { name: 'Εργαλείο μετάφρασης' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('el');

    // Edit the menu label of this very page in place: a stray placeholder is refused as you type.
    const key = 'menu.internals-translation';
    await page.getByRole('searchbox', { name: 'Αναζήτηση κλειδιών και κειμένων' }).fill(key);
    await page.getByRole('button', { name: `Επεξεργασία ${key}` }).click();
    const field = page.getByRole('textbox', { name: `Επεξεργασία ${key}` });
    await field.fill('Μεταφράσεις {{name}}');
    await page.getByText('Οι μεταβλητές δεν συμφωνούν με το αγγλικό κείμενο').waitFor();
    const text = `Μεταφράσεις ${Date.now()}`;
    await field.fill(text);
    await page.getByRole('button', { name: 'Αποθήκευση' }).click();
    await page.getByText(`Αποθηκεύτηκε το ${key}`).waitFor();
    const row = page.getByRole('row').filter({ hasText: key });
    await row.getByText('Πρόχειρο').waitFor();

    await page.getByRole('button', { name: 'Δημοσίευση', exact: true }).click();
    await page.getByText(/Δημοσιεύτηκε η έκδοση \d+/).waitFor();

    // A fresh load of the same built console (no rebuild): the published text is the menu's label.
    await page.reload();
    await menu.getByRole('link', { name: text }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('el');

    // Another browser signing in gets the language from the server, with the published text.
    const other = await newContext(browser, baseUrl);
    const second = await other.newPage();
    await signIn(second, DEVELOPER, undefined, '/internals/translation-tool');
    await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: text }).waitFor();
    expect(await second.locator('html').getAttribute('lang')).toBe('el');

    expect(cspViolations).toEqual([]);
    await other.close();
    await context.close();
  }, 150_000); // Two sign-ins and a publish: more than the default minute on two busy cores.
});
