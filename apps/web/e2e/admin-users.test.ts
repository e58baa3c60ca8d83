import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, signIn } from './browser.ts';
import { call, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'Colleague-pass-2026';

/** The row of a staff user in the brand's list, found by searching for their e-mail. */
async function rowOf(page: Page, email: string) {
  const search = page.getByLabel('Search staff');
  if ((await search.inputValue()) !== email) await search.fill(email);
  const row = page.getByRole('table', { name: 'Staff of this brand' }).getByRole('row').filter({ hasText: email });
  await row.waitFor();
  return row;
}

async function act(page: Page, email: string, action: string) {
  const row = await rowOf(page, email);
  await row.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('administration › users', () => {
  it('an admin creates a colleague with a role and a link; the colleague sets a password and signs in; edit, disable (their tab is signed out), enable, copy', async () => {
    const email = `colleague.${Date.now()}@demo.test`;
    const adminContext = await newContext(browser, baseUrl);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.test', undefined, '/administration/users');
    await admin.getByRole('table', { name: 'Staff of this brand' }).waitFor();

    // Create, with a role and a one-time link (the default).
    await admin.getByRole('button', { name: 'New staff user' }).click();
    const create = admin.getByRole('dialog', { name: 'New staff user' });
    await create.getByLabel('First name').fill('Ioanna');
    await create.getByLabel('Last name').fill('Georgiou');
    await create.getByLabel('E-mail').fill(email);
    await create.getByLabel('Department').selectOption('support');
    await create.getByLabel('Role').selectOption({ label: 'support' });
    expect(await create.getByLabel('One-time set-password link').isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Create' }).click();
    const linkDialog = admin.getByRole('dialog', { name: 'Set-password link' });
    const link = await linkDialog.getByLabel('Set-password link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/set-password\\?token=[\\w-]{40,}$`));
    await linkDialog.getByRole('button', { name: 'Done' }).click();
    const created = await rowOf(admin, email);
    expect(await created.textContent()).toContain('support');
    expect(await created.textContent()).toContain('Active');

    // The colleague opens the link signed out, chooses a password (the policy speaks first), signs in.
    const colleagueContext = await newContext(browser, baseUrl);
    const colleague = await colleagueContext.newPage();
    await colleague.goto(link.replace(baseUrl, ''));
    await colleague.getByText(`For ${email}.`).waitFor();
    await colleague.getByLabel('New password').fill('short1');
    await colleague.getByLabel('Repeat the password').fill('short1');
    await colleague.getByRole('button', { name: 'Set password' }).click();
    await colleague.getByText('Password must have at least 12 characters').waitFor();
    await colleague.getByLabel('New password').fill(PASSWORD);
    await colleague.getByLabel('Repeat the password').fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Set password' }).click();
    await colleague.getByText('Your password is set.').waitFor();
    // Used once, the link is spent.
    await colleague.goto(link.replace(baseUrl, ''));
    await colleague.getByText('This link is not valid any more').waitFor();
    await signIn(colleague, email, PASSWORD, '/');

    // Edit.
    await act(admin, email, 'Edit');
    const edit = admin.getByRole('dialog', { name: 'Edit Ioanna Georgiou' });
    await edit.getByLabel('Last name').fill('Georgiou-Pappa');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await rowOf(admin, email)).textContent(), { timeout: 30_000 })
      .toContain('Ioanna Georgiou-Pappa');

    // Disable: the colleague's open tab is signed out on its very next call.
    await act(admin, email, 'Disable');
    await expect.poll(async () => (await rowOf(admin, email)).textContent(), { timeout: 30_000 }).toContain('Disabled');
    // Its next call: a search in the sidebar (a real request from the open page, no reload).
    await colleague.getByPlaceholder('Search for a user by ID, name, or email').fill('an');
    await colleague.waitForURL(/\/login\?redirect=/);

    // Enable: they can sign in again.
    await act(admin, email, 'Enable');
    await expect.poll(async () => (await rowOf(admin, email)).textContent(), { timeout: 30_000 }).toContain('Active');
    await signIn(colleague, email, PASSWORD, '/');

    // Copy to the other brand: they show in its list.
    await act(admin, email, 'Copy to Northwind Trade');
    await expect
      .poll(async () => (await rowOf(admin, email)).textContent(), { timeout: 30_000 })
      .toContain('northwind');
    await admin.getByRole('tab', { name: 'Northwind Trade' }).click();
    await admin
      .getByRole('table', { name: 'Staff of Northwind Trade' })
      .getByRole('row')
      .filter({ hasText: email })
      .waitFor();

    expect(cspViolations).toEqual([]);
    await colleagueContext.close();
    await adminContext.close();
  });

  it('shows staff without the create, update or delete permission no actions they would be refused', async () => {
    // A reader: may list staff, may change nobody.
    const email = `reader.${Date.now()}@demo.test`;
    await call(await tokenOf('admin@demo.test'), 'POST', '/dashboard/crmusers', {
      first_name: 'Read',
      last_name: 'Only',
      email,
      department: 'compliance',
      password: PASSWORD,
      permissions: ['crm_users.get_crm_users'],
    });
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, email, PASSWORD, '/administration/users');
    const table = page.getByRole('table', { name: 'Staff of this brand' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'New staff user' }).count()).toBe(0);
    expect(await table.getByRole('button', { name: /^Actions/ }).count()).toBe(0);
    await context.close();
  });

  it('speaks Greek to a staff user whose language is Greek: heading, columns, filters, button', async () => {
    // A colleague of their own, so switching the language touches no other file's user.
    const email = `greek.${Date.now()}@demo.test`;
    await call(await tokenOf('admin@demo.test'), 'POST', '/dashboard/crmusers', {
      first_name: 'Eleni',
      last_name: 'Christou',
      email,
      department: 'admin',
      password: PASSWORD,
      permissions: ['crm_users.get_crm_users', 'crm_users.create_crm_users'],
    });
    const token = await tokenOf(email, PASSWORD);
    await call(token, 'PUT', '/dashboard/crmusers/current/language', { language: 'el' });
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await signIn(page, email, PASSWORD, '/administration/users');
      const table = page.getByRole('table', { name: 'Προσωπικό αυτού του brand' });
      await table.getByRole('row').nth(1).waitFor();
      await page.getByRole('heading', { name: /^Χρήστες/ }).waitFor();
      await table.getByRole('columnheader', { name: /Τμήμα/ }).waitFor();
      await table.getByRole('columnheader', { name: /Τελευταία σύνδεση/ }).waitFor();
      await page.getByRole('searchbox', { name: 'Αναζήτηση προσωπικού' }).waitFor();
      await page.getByRole('button', { name: 'Νέος χρήστης προσωπικού' }).click();
      await page.getByRole('dialog', { name: 'Νέος χρήστης προσωπικού' }).getByLabel('Επώνυμο').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('el');
      expect(cspViolations).toEqual([]);
    } finally {
      await call(token, 'PUT', '/dashboard/crmusers/current/language', { language: 'en' });
      await context.close();
    }
  });
});
