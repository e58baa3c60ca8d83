import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The documents tab of the first client whose documents wait for review. */
async function openDocumentsTab(page: Page) {
  // The pager shows once the clients are there: before it, the first row is the loading message,
  // and a click on it opens nothing (a fresh-clone CI run failed so, 2026-11-25).
  await page.getByRole('navigation', { name: 'Pages' }).waitFor();
  await page.getByRole('row').nth(1).getByRole('cell').first().click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('list', { name: 'Documents' }).getByRole('button').first().waitFor();
}

describe('KYC status and document deletion on the client page', () => {
  it('sets the client’s KYC status after a confirmation', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients/pending');
    await openDocumentsTab(page);
    await page.getByRole('button', { name: 'Set KYC status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set KYC status' });
    await dialog.getByLabel('New KYC status').selectOption('rejected');
    await dialog.getByRole('button', { name: 'Set status' }).click();
    await page.getByText('KYC status set to rejected').waitFor();
    expect(await dialog.count()).toBe(0);
    // The header reads the client again.
    await page.getByText('KYC rejected').waitFor();
    await context.close();
  });

  it('deletes a document with a reason after a confirmation, and the list follows', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients/pending');
    await openDocumentsTab(page);
    const entries = page.getByRole('list', { name: 'Documents' }).getByRole('button');
    const before = await entries.count();
    await entries.first().click();
    await page.getByRole('button', { name: 'Delete document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete document' });
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Uploaded to the wrong client');
    await confirm.click();
    await page.getByText('Document deleted').waitFor();
    await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(before - 1);
    expect(await page.getByRole('region', { name: 'Document' }).count()).toBe(0);
    await context.close();
  });

  it('shows neither control without its permission', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test', undefined, '/clients/pending');
    await openDocumentsTab(page);
    await page.getByRole('list', { name: 'Documents' }).getByRole('button').first().click();
    await page.getByRole('region', { name: 'Document' }).waitFor();
    expect(await page.getByRole('button', { name: 'Set KYC status' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete document' }).count()).toBe(0);
    await context.close();
  });
});
