import type { TRole, TStaffUser } from '@crm/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { call as api, signInReply } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const login = (email: string, userAgent?: string) => signInReply(email, userAgent ? { userAgent } : {});

/** A support colleague with the support role and no permission of their own, signed in once from Firefox. */
async function newColleague() {
  const admin = (await login('admin@demo.test')).token;
  const roles = await api<TRole[]>(admin, 'GET', '/dashboard/roles');
  const stamp = Date.now();
  const user = await api<TStaffUser>(admin, 'POST', '/dashboard/crmusers', {
    first_name: 'Nora',
    last_name: `Page${stamp}`,
    email: `nora.page${stamp}@demo.test`,
    password: DEMO_PASSWORD,
    department: 'support',
    role_id: roles.find((r) => r.name === 'support')?._id,
  });
  const session = await login(user.email, FIREFOX);
  return { user, session };
}

const permissionRow = (page: Page, group: string, label: string) =>
  page
    .getByRole('table', { name: `${group} permissions` })
    .getByRole('row')
    .filter({ hasText: label });

async function chooseCountry(page: Page, label: string, country: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

describe('a staff user’s page', () => {
  it('shows the profile, adds and removes a direct permission, sets countries and the whitelist, ends a session', async () => {
    const { user, session } = await newColleague();
    // CSP bypassed only to inject axe-core for the accessibility check.
    const context = await newContext(browser, baseUrl, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/administration/users/${user._id}`);
    await page.getByRole('heading', { level: 1, name: `Nora ${user.last_name}` }).waitFor();
    await page.getByText('Two-factor sign-in is off').waitFor();
    await page.getByText(user.email).first().waitFor();

    // Effective permissions: the role's, marked as such; a direct one added shows as direct.
    await page.getByRole('tab', { name: 'Permissions' }).click();
    const viewNotes = permissionRow(page, 'Notes', 'View notes');
    await viewNotes.getByText('Role', { exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Reports permissions' }).count()).toBe(0);
    const add = page.getByRole('combobox', { name: 'Add a direct permission' });
    await add.fill('Balance and equity');
    await page.getByRole('option', { name: 'Balance and equity (reports.balance_report)' }).click();
    await page.getByRole('button', { name: 'Add permission' }).click();
    const balance = permissionRow(page, 'Reports', 'Balance and equity');
    await balance.getByText('Direct', { exact: true }).waitFor();
    // Given directly too, a role permission is marked as coming from both.
    await add.fill('View notes');
    await page.getByRole('option', { name: 'View notes (notes.view_notes)' }).click();
    await page.getByRole('button', { name: 'Add permission' }).click();
    await viewNotes.getByText('Direct and role', { exact: true }).waitFor();
    // Removed one by one: the direct-only one leaves the list, the other goes back to its role.
    await balance.getByRole('button', { name: 'Remove the direct permission Balance and equity' }).click();
    await page.getByRole('table', { name: 'Reports permissions' }).waitFor({ state: 'detached' });
    await viewNotes.getByRole('button', { name: 'Remove the direct permission View notes' }).click();
    await viewNotes.getByText('Role', { exact: true }).waitFor();
    const stored = await api<TStaffUser>(session.token, 'GET', '/dashboard/crmusers/current');
    expect(stored.permissions).toEqual([]);

    // Countries: one added to the rotation (and removed), the whitelist set as a whole.
    await page.getByRole('tab', { name: 'Countries' }).click();
    await chooseCountry(page, 'Add a rotation country', 'Greece');
    await page.getByRole('button', { name: 'Add to rotation' }).click();
    const rotation = page.getByRole('list', { name: 'Sales rotation countries' });
    await rotation.getByText('Greece').waitFor();
    await chooseCountry(page, 'Add a rotation country', 'Cyprus');
    await page.getByRole('button', { name: 'Add to rotation' }).click();
    await rotation.getByText('Cyprus').waitFor();
    await rotation.getByRole('button', { name: 'Remove Greece from sales rotation countries' }).click();
    await rotation.getByText('Greece').waitFor({ state: 'detached' });

    await page.getByRole('switch', { name: 'Whitelist on' }).click();
    await page.getByText('An enabled, empty whitelist shows this user no client at all.').waitFor();
    await chooseCountry(page, 'Add a whitelisted country', 'Germany');
    await chooseCountry(page, 'Add a whitelisted country', 'Austria');
    await page.getByRole('list', { name: 'Whitelisted countries' }).getByText('Austria').waitFor();
    await page.getByRole('button', { name: 'Save whitelist' }).click();
    await page.getByText('Country whitelist saved').waitFor();
    const saved = await api<TStaffUser>(session.token, 'GET', '/dashboard/crmusers/current');
    expect(saved.sales_rotation_countries).toEqual(['cy']);
    expect(saved.enable_country_whitelist).toBe(true);
    expect([...saved.whitelist_countries].sort()).toEqual(['at', 'de']);

    // Sessions: the Firefox sign-in, shown readable, ended; its token is refused from then on.
    await page.getByRole('tab', { name: 'Sessions' }).click();
    const row = page
      .getByRole('table', { name: /^Live sessions of/ })
      .getByRole('row')
      .filter({ hasText: 'Firefox 128 on Linux' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sign-in');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /^End the session started/ }).click();
    await row.getByRole('button', { name: 'End now' }).click();
    await page.getByText('No live session: this user is signed out everywhere.').waitFor();
    const refused = await fetch(`${baseUrl}/dashboard/crmusers/current`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(refused.status).toBe(401);

    // The activity shows what the admin did here, newest first.
    await page.goto('/administration/users');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const me = await api<TStaffUser>((await login('admin@demo.test')).token, 'GET', '/dashboard/crmusers/current');
    await page.goto(`/administration/users/${me._id}`);
    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('table', { name: /^What .* did, newest first$/ });
    await activity.getByRole('row').filter({ hasText: 'Session ended by an administrator' }).first().waitFor();
    await context.close();
  });

  it('answers a staff user outside the brand as not found', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/users/00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').filter({ hasText: 'This staff user could not be opened' }).waitFor();
    await context.close();
  });
});
