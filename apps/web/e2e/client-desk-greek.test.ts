import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { call, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const ADMIN = 'admin@demo.test';
const setLanguage = async (language: 'en' | 'el') =>
  call(await tokenOf(ADMIN), 'PUT', '/dashboard/crmusers/current/language', { language });

beforeAll(async () => {
  browser = await launchBrowser();
  await setLanguage('el');
});
afterAll(async () => {
  // The language is kept on the server, and the server is shared by the files that follow.
  await setLanguage('en');
  await browser.close();
});

describe('the client desk in Greek', () => {
  it('shows the clients list, its filter builder and a client page in Greek', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, ADMIN, undefined, '/clients');
    await page.getByRole('heading', { name: 'Όλοι οι πελάτες' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('el');
    await page.getByRole('columnheader', { name: 'Επώνυμο' }).waitFor();
    await page.getByRole('searchbox', { name: 'Αναζήτηση πελατών σε αυτή τη λίστα' }).waitFor();

    // The filters keep their English names on the server; the console names them in Greek.
    await page.getByLabel('Προσθήκη φίλτρου').selectOption('kyc_approved');
    await page.getByLabel('Τιμή').selectOption('true');
    await page.getByRole('button', { name: 'Εφαρμογή' }).click();
    await page.getByRole('button', { name: 'Delete filter Εγκεκριμένο KYC είναι ναι' }).waitFor();

    // A client's page: its tabs and its forms.
    await page.getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Επισκόπηση' }).waitFor();
    await page.getByRole('tab', { name: 'Σημειώσεις', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Αποθήκευση προφίλ' }).waitFor();
    await page.getByRole('tab', { name: 'Λογαριασμοί' }).click();
    await page.getByRole('columnheader', { name: 'Μόχλευση' }).waitFor();
    await context.close();
  });
});
