import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Opens the n-th client of a country's list (each test its own country: files run side by side). */
async function openClient(page: Page, country: string, row = 0) {
  await signIn(page, 'admin@demo.test', undefined, `/clients?filters=${encodeURIComponent(`country[eq]:${country}`)}`);
  await page
    .getByRole('row')
    .nth(row + 1)
    .getByRole('cell')
    .first()
    .click();
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('editing a client from the client page', () => {
  it('uploads a document, and refuses a file whose content is not what its name says', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await openClient(page, 'fr');
    await page.getByRole('tab', { name: 'Documents' }).click();
    const form = page.getByRole('form', { name: 'Upload a document' });
    await form.getByLabel('Kind').selectOption('proof_of_address');
    await form
      .getByLabel(/^File/)
      .setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Document uploaded').waitFor();
    await page
      .getByRole('list', { name: 'Documents' })
      .getByRole('button', { name: /proof of address · pending/ })
      .first()
      .waitFor();

    await form
      .getByLabel(/^File/)
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await form.getByRole('button', { name: 'Upload' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Only JPEG, PNG and PDF documents are accepted');
    await context.close();
  });

  it('adds, pins, edits and deletes a note', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await openClient(page, 'it');
    await page.getByRole('tab', { name: 'Notes', exact: true }).click();
    await page.getByLabel('New note').fill('Asked for a call back on Monday');
    await page.getByRole('button', { name: 'Add' }).click();
    const note = page.getByRole('listitem').filter({ hasText: 'Asked for a call back on Monday' });
    await note.waitFor();
    // Spec point 2: a success toast, stacked at the top right, gone after 4 seconds.
    const added = page.locator('.toasts .toast-success').filter({ hasText: 'Note added' });
    await added.waitFor();
    const box = await added.boundingBox();
    expect(box && box.y < 40 && box.x + box.width > 1360 - 40).toBe(true);
    await added.waitFor({ state: 'detached', timeout: 6_000 });

    await note.getByRole('button', { name: 'Pin' }).click();
    await note.getByText(/^Pinned · /).waitFor();
    await note.getByRole('button', { name: 'Unpin' }).waitFor();

    await note.getByRole('button', { name: 'Edit' }).click();
    await note.getByLabel('Edit note').fill('Asked for a call back on Tuesday');
    await page.getByRole('button', { name: 'Save note' }).click();
    const edited = page.getByRole('listitem').filter({ hasText: 'Asked for a call back on Tuesday' });
    await edited.getByText(/edited/).waitFor();

    await edited.getByRole('button', { name: 'Delete' }).click();
    await edited.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('Note deleted').waitFor();
    // The toast comes with the server's answer; the list follows when it has been read again.
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'call back' }).count()).toBe(0);
    await context.close();
  });

  it('assigns a sales agent, refuses a taken e-mail at its field, saves UTMs, and logs each change', async () => {
    // bypassCSP: axe-core is injected as an inline script at the end.
    const context = await newContext(browser, baseUrl, undefined, true);
    const page = await context.newPage();
    await openClient(page, 'es', 1);
    // Another client's e-mail: the first row of the same list.
    await page.goBack();
    const otherEmail =
      (await page.getByRole('row').nth(1).getByRole('cell').filter({ hasText: '@' }).first().textContent()) ?? '';
    expect(otherEmail).toContain('@');
    await page.goForward();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();

    const agent = page.getByLabel('Sales agent');
    await expect.poll(() => agent.locator('option').count()).toBeGreaterThan(1);
    const choice = (await agent.locator('option').nth(1).getAttribute('value')) ?? '';
    await agent.selectOption(choice === (await agent.inputValue()) ? '' : choice);
    await page.getByText(/Sales agent (assigned|removed)/).waitFor();

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(otherEmail);
    await page.getByRole('button', { name: 'Save e-mail' }).click();
    const emailForm = page.getByRole('form', { name: 'E-mail' });
    expect(await emailForm.getByRole('alert').textContent()).toBe('Another client of this brand has this e-mail');
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('utm_source').fill('newsletter');
    await page.getByRole('button', { name: 'Save UTMs' }).click();
    await page.getByText('UTMs saved').waitFor();

    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByText('UTMs changed', { exact: true }).waitFor();
    await page.getByText('Sales agent changed', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
