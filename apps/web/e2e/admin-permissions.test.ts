import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { staffApi as apiAs } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const matrixOf = (page: Page) => page.getByRole('table', { name: 'Permissions of each role' });
const roleHeader = (page: Page, name: string) =>
  matrixOf(page)
    .getByRole('columnheader')
    .filter({ has: page.locator('.perm-role-name', { hasText: new RegExp(`^${name}$`) }) });

async function roleAction(page: Page, role: string, action: string) {
  await page.getByRole('button', { name: `Actions for the role ${role}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('/administration/permissions', () => {
  it('creates, fills, renames and deletes a role; a refused toggle is taken back; a held role is not deleted', async () => {
    const context = await newContext(browser, baseUrl, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/permissions');
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    await matrixOf(page).waitFor();

    // The admin rule is shown: held implicitly everywhere but the explicit permissions, which are toggles.
    const implicit = page.getByRole('checkbox', { name: 'View notes: admin (held by the admin rule)' });
    expect(await implicit.isChecked()).toBe(true);
    expect(await implicit.isDisabled()).toBe(true);
    const explicitAdmin = page.getByRole('checkbox', { name: 'Server status: admin', exact: true });
    expect(await explicitAdmin.isChecked()).toBe(false);
    expect(await explicitAdmin.isDisabled()).toBe(false);
    await page.getByRole('list', { name: 'Legend' }).getByText('needs explicit grant').waitFor();

    // Create a role: its column appears, empty.
    const name = `Desk ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'New role' }).click();
    const create = page.getByRole('dialog', { name: 'New role' });
    await create.getByLabel('Role name').fill('x');
    await create.getByRole('button', { name: 'Create role' }).click();
    await create
      .getByText('Too small')
      .or(create.getByText(/at least 2/))
      .first()
      .waitFor();
    await create.getByLabel('Role name').fill(name);
    await create.getByRole('button', { name: 'Create role' }).click();
    await create.waitFor({ state: 'detached' });
    await roleHeader(page, name).waitFor();

    // Toggle a cell from the keyboard: held at once, and still held after a reload (the server has it).
    const cell = page.getByRole('checkbox', { name: `View notes: ${name}`, exact: true });
    expect(await cell.isChecked()).toBe(false);
    await cell.focus();
    // Listen before pressing: the grant's reply can arrive before a listener set up after it.
    const granted = page.waitForResponse(
      (r) =>
        /^\/dashboard\/roles\/[^/]+\/permissions$/.test(new URL(r.url()).pathname) && r.request().method() === 'PATCH',
    );
    await page.keyboard.press('Space');
    await expect.poll(() => cell.isChecked()).toBe(true);
    expect((await granted).status()).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByRole('checkbox', { name: `View notes: ${name}`, exact: true }).isChecked())
      .toBe(true);

    // A toggle the server refuses (the admin does not hold the Internals) is taken back, with the reason.
    const refused = page.getByRole('checkbox', { name: `Server status: ${name}`, exact: true });
    await refused.check({ force: true }).catch(() => undefined);
    await page.getByText('You cannot grant permissions you do not hold: internal.server_status').waitFor();
    await expect.poll(() => refused.isChecked()).toBe(false);

    // Who has a permission: each holder with how.
    await page.getByRole('button', { name: 'Who has View notes', exact: true }).click();
    const holders = page.getByRole('dialog', { name: 'Who has View notes' });
    await holders.getByRole('listitem').filter({ hasText: 'through the role sales' }).first().waitFor();
    await holders.getByRole('listitem').filter({ hasText: 'by the admin rule' }).first().waitFor();
    await page.keyboard.press('Escape');
    await holders.waitFor({ state: 'detached' });

    // Rename.
    await roleAction(page, name, 'Rename');
    const rename = page.getByRole('dialog', { name: `Rename the role ${name}` });
    await rename.getByLabel('New name').fill(`${name} two`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await rename.waitFor({ state: 'detached' });
    await roleHeader(page, `${name} two`).waitFor();
    expect(await page.getByRole('checkbox', { name: `View notes: ${name} two`, exact: true }).isChecked()).toBe(true);

    // A role staff hold is not deleted, and the dialog says how many hold it.
    await roleAction(page, 'sales', 'Delete');
    const refuse = page.getByRole('dialog', { name: 'Delete the role sales' });
    await refuse.getByRole('button', { name: 'Delete role' }).click();
    await refuse
      .getByRole('alert')
      .getByText(/^The role sales is held by \d+ staff users?; give them another role/)
      .waitFor();
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await roleHeader(page, 'sales').waitFor();

    // The admin role's actions are there but off.
    await page.getByRole('button', { name: 'Actions for the role admin' }).click();
    expect(await page.getByRole('menuitem', { name: 'Delete' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete the new role.
    await roleAction(page, `${name} two`, 'Delete');
    const remove = page.getByRole('dialog', { name: `Delete the role ${name} two` });
    await remove.getByRole('button', { name: 'Delete role' }).click();
    await remove.waitFor({ state: 'detached' });
    await roleHeader(page, `${name} two`).waitFor({ state: 'detached' });
    await context.close();
    // A long walk through the whole page (two reloads and an axe pass over the full matrix): 40–48 s on
    // a loaded machine, too close to the default minute.
  }, 120_000);

  it('a cell ticked in the matrix changes what the role’s staff may open on their next call', async () => {
    const n = Date.now() % 100000;
    const api = await apiAs('admin@demo.test');
    const role = await api<{ _id: string }>('POST', '/dashboard/roles', {
      name: `Readers ${n}`,
      permissions: ['users.get_users'],
    });
    const email = `reader.${n}@demo.test`;
    const password = 'Plenty-long-pass-7';
    await api('POST', '/dashboard/crmusers', {
      first_name: 'Rita',
      last_name: `Reader ${n}`,
      email,
      password,
      department: 'support',
      role_id: role._id,
    });

    const staffContext = await newContext(browser, baseUrl);
    const staff = await staffContext.newPage();
    await signIn(staff, email, password, '/');
    await staff.goto('/administration/permissions');
    await staff.waitForURL(/\/\?error=401$/);

    const adminContext = await newContext(browser, baseUrl);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.test', undefined, '/administration/permissions');
    const cell = admin.getByRole('checkbox', { name: `View roles: Readers ${n}`, exact: true });
    await cell.waitFor();
    const saved = admin.waitForResponse(
      (r) => r.url().includes(`/dashboard/roles/${role._id}/permissions`) && r.request().method() === 'PATCH',
    );
    // A click, then the state once the optimistic change has drawn: the box is controlled, so the
    // browser's own toggle is put back until the matrix redraws (check() and uncheck() read it too soon).
    await cell.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => cell.isChecked()).toBe(true);

    // The staff user's next call: the page opens, read-only (they may look, not change).
    await staff.goto('/administration/permissions');
    await staff.getByRole('heading', { name: 'Permissions' }).waitFor();
    await staff.getByText('Read only: you may not change role permissions.').waitFor();
    const own = staff.getByRole('checkbox', { name: `View roles: Readers ${n}`, exact: true });
    expect(await own.isChecked()).toBe(true);
    expect(await own.isDisabled()).toBe(true);
    expect(await staff.getByRole('button', { name: 'New role' }).count()).toBe(0);

    // Unticked again: the next call is refused.
    const removed = admin.waitForResponse(
      (r) => r.url().includes(`/dashboard/roles/${role._id}/permissions`) && r.request().method() === 'DELETE',
    );
    await cell.click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => cell.isChecked()).toBe(false);
    await staff.goto('/administration/permissions');
    await staff.waitForURL(/\/\?error=401$/);
    await staffContext.close();
    await adminContext.close();
  });
});
