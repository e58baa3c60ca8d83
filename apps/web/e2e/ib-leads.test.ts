import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { call, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now();

/** Three leads; the second has an e-mail to fix. */
const csv = [
  'First Name,Last Name,Email,Mobile,Country,utm_source',
  `Maria,Georgiou,maria.${stamp}@ib.test,99 123456,CY,partner`,
  `Andreas,Nikolaou,andreas.${stamp}-at-ib.test,99 654321,CY,partner`,
  `Eleni,Pavlou,eleni.${stamp}@ib.test,,Cyprus,partner`,
].join('\n');

describe('IB leads', () => {
  it('uploads a small CSV, fixes a row and imports it', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // The developer role holds the Internals (the admin role needs them granted explicitly).
    await signIn(page, 'developer@demo.test', undefined, '/internals/ib-leads');
    await page.getByRole('heading', { name: 'IB leads', level: 1 }).waitFor();

    await page.getByLabel('Introducing broker').fill(`E2E Partners ${stamp}`);
    await page.getByLabel('File (CSV or XLSX, a header row first)').setInputFiles({
      name: `leads-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await page.getByRole('heading', { name: `E2E Partners ${stamp} · leads-${stamp}.csv` }).waitFor();
    // The mapping was guessed from the headers.
    await expect(page.getByLabel('E-mail *').inputValue()).resolves.toBe('2');
    await expect(page.getByLabel('Phone', { exact: true }).inputValue()).resolves.toBe('3');

    const leads = page.getByRole('table', { name: 'Leads' });
    const bad = leads.getByRole('row').filter({ hasText: `andreas.${stamp}-at-ib.test` });
    await bad.getByText('To fix').waitFor();
    await page.getByRole('button', { name: 'Import 2 leads' }).waitFor();

    await bad.getByRole('button', { name: 'Fix' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fix line 3' });
    await dialog.getByLabel('E-mail').fill(`andreas.${stamp}@ib.test`);
    await dialog.getByRole('button', { name: 'Save and check' }).click();
    await dialog.waitFor({ state: 'detached' });
    await leads
      .getByRole('row')
      .filter({ hasText: `andreas.${stamp}@ib.test` })
      .getByText('Ready')
      .waitFor();

    await page.getByRole('button', { name: 'Import 3 leads' }).click();
    await page.getByText('3 clients created, 0 rows skipped', { exact: false }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('value')).resolves.toBe('3');
    // The report links each created client.
    await leads
      .getByRole('row')
      .filter({ hasText: `maria.${stamp}@ib.test` })
      .getByRole('link', { name: /^Client \d+$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Undo import' }).waitFor();

    expect(cspViolations).toEqual([]);
    const opened = new URL(page.url()).search;
    await context.close();

    // The same page with its report, checked by axe (a context that lets the tool in).
    const checked = await newContext(browser, baseUrl, undefined, true);
    const again = await checked.newPage();
    await signIn(again, 'developer@demo.test', undefined, `/internals/ib-leads${opened}`);
    await again
      .getByRole('table', { name: 'Leads' })
      .getByRole('link', { name: /^Client \d+$/ })
      .first()
      .waitFor();
    expect(await seriousA11yViolations(again)).toEqual([]);
    await checked.close();
  }, 60_000);
});

describe('IB leads in Greek', () => {
  const DEVELOPER = 'developer@demo.test';
  const setLanguage = async (language: 'en' | 'el') =>
    call(await tokenOf(DEVELOPER), 'PUT', '/dashboard/crmusers/current/language', { language });
  afterAll(() => setLanguage('en'));

  it('words a row’s problem and the import’s skip reasons in Greek', async () => {
    // The language is kept on the server (shared by the files that follow): set here, reset after.
    await setLanguage('el');
    const greekCsv = [
      'First Name,Last Name,Email,Country',
      `Nikos,Ioannou,nikos.${stamp}@ib.test,CY`,
      `Kostas,Demetriou,kostas.${stamp}-at-ib.test,CY`,
      `Nikos,Again,nikos.${stamp}@ib.test,CY`,
    ].join('\n');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, DEVELOPER, undefined, '/internals/ib-leads');
    await page.getByRole('heading', { name: 'Leads από IB', level: 1 }).waitFor();
    await page.getByLabel('Συνεργάτης IB').fill(`Greek Partners ${stamp}`);
    await page.getByLabel('Αρχείο (CSV ή XLSX, με γραμμή επικεφαλίδων πρώτη)').setInputFiles({
      name: `greek-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(greekCsv),
    });
    await page.getByRole('button', { name: 'Ανέβασμα και έλεγχος' }).click();
    await page.getByRole('heading', { name: `Greek Partners ${stamp} · greek-${stamp}.csv` }).waitFor();

    // The server sends the problem as a code; the console words it (English: "email: Invalid email address").
    const leads = page.getByRole('table', { name: 'Leads' });
    const bad = leads.getByRole('row').filter({ hasText: `kostas.${stamp}-at-ib.test` });
    await bad.getByText('E-mail: Μη έγκυρη διεύθυνση e-mail', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Εισαγωγή 1 leads' }).click();
    // The report's skip reasons, from their codes: the duplicate of line 2 and the invalid row.
    const again = leads.getByRole('row').filter({ hasText: 'Again' });
    await again.getByText('Διπλότυπο της γραμμής 2 (ίδιο e-mail)', { exact: true }).waitFor({ timeout: 30_000 });
    await bad.getByText('Παραλείφθηκε').waitFor();
    await bad.getByText('E-mail: Μη έγκυρη διεύθυνση e-mail', { exact: true }).waitFor();
    await expect(leads.textContent()).resolves.not.toMatch(/Duplicate of|Invalid email/);
    await context.close();
  }, 60_000);
});
