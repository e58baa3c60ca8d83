import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/**
 * Administration › Users beyond the list (screenshots.ts takes the list): the new-user dialog, the
 * one-time link shown to the admin, and the signed-out set-password page the link opens.
 */
export async function shootUsersPages(browser: Browser, page: Page, baseURL: string, mode: string, out: string) {
  await page.goto('/administration/users');
  await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
  await page.getByRole('button', { name: 'New staff user' }).click();
  const create = page.getByRole('dialog', { name: 'New staff user' });
  await create.getByLabel('First name').fill('Eleni');
  await create.getByLabel('Last name').fill('Charalambous');
  await create.getByLabel('E-mail').fill(`eleni.${mode}.${Date.now()}@demo.test`);
  await create.getByLabel('Role').selectOption({ label: 'support' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `users-create-${mode}.png`) });
  await create.getByRole('button', { name: 'Create' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Set-password link' });
  const link = await linkDialog.getByLabel('Set-password link').inputValue();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `users-link-${mode}.png`) });
  await linkDialog.getByRole('button', { name: 'Done' }).click();

  const signedOut = await browser.newContext({ baseURL, viewport: { width: 1360, height: 820 } });
  await signedOut.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  const newcomer = await signedOut.newPage();
  await newcomer.goto(new URL(link).pathname + new URL(link).search);
  await newcomer.getByText(/^For eleni\./).waitFor();
  await newcomer.screenshot({ path: path.join(out, `set-password-${mode}.png`) });
  await signedOut.close();
}
