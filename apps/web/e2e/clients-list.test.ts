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
});
afterAll(() => browser.close());

describe('clients list', () => {
  it('keeps filters and columns across a reload, and in a shared link', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients');
    await page.getByRole('heading', { name: 'All clients' }).waitFor();
    await page.getByRole('cell').first().waitFor();

    await page.getByLabel('Add a filter').selectOption('kyc_approved');
    await page.getByLabel('Value').selectOption('true');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Delete filter KYC Approved is true' }).waitFor();

    await page.getByRole('button', { name: /Columns/ }).click();
    await page.getByLabel('Phone').check();
    await page.getByLabel('Registered').uncheck();
    await page.getByRole('heading', { name: 'All clients' }).click();
    await page.getByRole('columnheader', { name: 'Phone' }).waitFor();

    const url = page.url();
    expect(new URL(url).searchParams.get('filters')).toBe('kyc_approved[eq]:true');
    await page.reload();
    await page.getByRole('columnheader', { name: 'Phone' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Registered' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete filter KYC Approved is true' }).waitFor();
    // The pager shows once the clients are there: before it, the only row is the loading message.
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    const kyc = await page.locator(`tbody tr td:nth-child(${headers.indexOf('KYC') + 1})`).allTextContents();
    expect(kyc.length).toBeGreaterThan(0);
    expect(new Set(kyc)).toEqual(new Set(['approved']));

    // The column choice is also saved for the page: a plain visit keeps it.
    expect(await page.evaluate(() => localStorage.getItem('/clients-fields'))).toContain('phone');
    await page.goto('/clients');
    await page.getByRole('columnheader', { name: 'Phone' }).waitFor();

    // A shared link shows the same rows in another browser.
    const other = await newContext(browser, baseUrl);
    const otherPage = await other.newPage();
    await signIn(otherPage, 'admin@demo.test', undefined, new URL(url).pathname + new URL(url).search);
    await otherPage.getByRole('button', { name: 'Delete filter KYC Approved is true' }).waitFor();
    await other.close();
    await context.close();
  });

  it('takes numbers only in a number filter, and shows a refused filter beside it, not a broken list', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(
      page,
      'admin@demo.test',
      undefined,
      `/clients?filters=${encodeURIComponent('ftd_amount_usd[gte]:12a3.5x')}`,
    );
    const refusal = page.locator('.filters').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('First Time Deposit Amount in USD (ftd_amount_usd): "12a3.5x"');
    expect(await page.getByText('The clients could not be loaded').count()).toBe(0);
    await page.getByRole('cell', { name: 'No clients until the filter above is changed or deleted.' }).waitFor();

    await page.getByLabel('Add a filter').selectOption('ftd_amount_usd');
    await page.getByLabel('Operator').selectOption('gte');
    await page.getByLabel('Value').pressSequentially('12a3.5x');
    expect(await page.getByLabel('Value').inputValue()).toBe('123.5');

    await page.getByRole('button', { name: 'Delete filter First Time Deposit Amount in USD at least 12a3.5x' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Delete filter First Time Deposit Amount in USD at least 123.5' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.filters [role="alert"]'));
    expect(new URL(page.url()).searchParams.get('filters')).toBe('ftd_amount_usd[gte]:123.5');
    await page.locator('tbody tr').first().waitFor();
    await context.close();
  });

  it('exports what the list shows: same rows, same columns', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(
      page,
      'admin@demo.test',
      undefined,
      `/clients/verified?fields=readableId,email&filters=${encodeURIComponent('country[eq]:de')}`,
    );
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.waitFor();
    const total = Number((/· ([\d,]+) clients/.exec((await pager.textContent()) ?? '')?.[1] ?? '0').replace(/,/g, ''));
    expect(total).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^clients-meridian-verified-.*\.csv$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('readableId,email');
    expect(lines.length - 1).toBe(total);
    await context.close();
  });

  it('keeps the identity column (client id and name) in view while a phone scrolls the row sideways', async () => {
    const context = await newContext(browser, baseUrl, { width: 600, height: 800 });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients');
    await page.getByRole('cell').first().waitFor();
    const wrap = page.locator('.list-wrap');
    const identity = page.locator('tbody tr').first().locator('td').first();
    const email = page.locator('tbody tr').first().locator('td').nth(3);
    const x = async () => ({
      identity: (await identity.boundingBox())?.x ?? 0,
      email: (await email.boundingBox())?.x ?? 0,
    });
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const before = await x();
    await wrap.evaluate((el) => el.scrollBy(200, 0));
    const after = await x();
    expect(after.email).toBeLessThan(before.email - 100);
    // Sub-pixel: the sticky cell settles on a whole pixel at the wrap's edge.
    expect(Math.abs(after.identity - before.identity)).toBeLessThan(1);
    // The name rides with the id on a phone, so the fixed column says whose row it is.
    expect(await identity.locator('.identity-name').isVisible()).toBe(true);
    expect((await identity.textContent())?.trim()).toMatch(/\S+\s*\S+ \S+/);
    await context.close();
  });
});

describe('the client desk in Greek', () => {
  afterAll(() => setLanguage('en'));

  it('shows the clients list, its filter builder and a client page in Greek', async () => {
    // The language is kept on the server (shared by the files that follow): set here, reset after.
    await setLanguage('el');
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
    await page.getByRole('button', { name: 'Διαγραφή φίλτρου Εγκεκριμένο KYC είναι ναι' }).waitFor();

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
