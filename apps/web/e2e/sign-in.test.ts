import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieOf, launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-in', () => {
  it('sends a signed-out user to /login with a redirect, and back after sign-in', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/administration/users?x=1');
    await page.waitForURL(/\/login\?redirect=%2Fadministration%2Fusers%3Fx%3D1$/);
    await expect.poll(() => page.title()).toBe('Meridian CRM');
    await expect(page.getByRole('heading', { name: 'Meridian CRM' }).isVisible()).resolves.toBe(true);
    // The sign-in page has no main layout.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password.');

    await page.getByLabel('Password').fill('Demo-Console-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/administration/users?x=1');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await context.close();
  });

  it('keeps the tokens as the spec says: chunked access token, length cookie, refresh cookie, user in storage', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test');
    const length = await cookieOf(context, 'accessTokenLength');
    const chunk = await cookieOf(context, 'accessToken_0');
    const refresh = await cookieOf(context, 'refreshToken');
    expect(Number(length?.value)).toBe(chunk?.value.length);
    expect(chunk?.sameSite).toBe('Strict');
    expect(refresh?.sameSite).toBe('Strict');
    expect(refresh?.httpOnly).toBe(false);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored).toMatchObject({ email: 'support@demo.test', selectedBrand: 'meridian' });
    await context.close();
  });

  it('never follows a redirect to another site', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login?redirect=//evil.example/steal');
    await page.getByLabel('Email').fill('sales@demo.test');
    await page.getByLabel('Password').fill('Demo-Console-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('logs out from the sidebar and returns to /login', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'dealing@demo.test');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await cookieOf(context, 'refreshToken')).toBeUndefined();
    await page.goto('/');
    await page.waitForURL(/\/login\?redirect=/);
    await context.close();
  });
});

describe('menu and access by permission', () => {
  const menuOf = async (email: string) => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const labels = await nav.locator(':scope > ul > li > .menu-link .menu-label').allTextContents();
    return { context, page, labels };
  };

  it('shows the admin everything but the explicit Internals, keeping Scheduled Functions', async () => {
    const { context, page, labels } = await menuOf('admin@demo.test');
    expect(labels).toEqual([
      'Dashboard',
      'Clients',
      'Documents',
      'Requests',
      'Reports',
      'Finances',
      'Client communication',
      'Administration',
      'Internals',
    ]);
    await page.getByRole('button', { name: 'Internals' }).click();
    const internals = await page.locator('#menu-internals .menu-label').allTextContents();
    expect(internals).toEqual(['Scheduled functions']);
    await context.close();
  });

  it('shows sales only what its role opens', async () => {
    const { context, labels } = await menuOf('sales@demo.test');
    expect(labels).toEqual(['Dashboard', 'Clients', 'Requests', 'Finances']);
    await context.close();
  });

  it('sends a page the user may not open to /?error=401 and says why', async () => {
    const { context, page } = await menuOf('sales@demo.test');
    await page.goto('/administration/users');
    await page.waitForURL('**/?error=401');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('You do not have access to that page');
    await context.close();
  });

  it('gives every route of the table a page that says plainly whether it is built', async () => {
    // Every page of the route table is built now (the translation tool was the last to come), so
    // what is left to prove is that a path outside the table says so.
    const { context, page } = await menuOf('developer@demo.test');
    await page.goto('/internals/translation-tool');
    await page.getByRole('heading', { name: 'Translation tool' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('opens a group’s first page the user may see', async () => {
    const { context, page } = await menuOf('admin@demo.test');
    await page.goto('/finances');
    await page.waitForURL('**/finances/deposits');
    await page.goto('/administration');
    await page.waitForURL('**/administration/users');
    // Every report is built: the group opens the first one the user may see.
    await page.goto('/reports');
    await page.waitForURL('**/reports/finances');
    await page.goto('/client-communication');
    await page.waitForURL('**/client-communication/app-ribbon');
    await context.close();
    // Marketing may open two of the reports: the group opens the first of those.
    const marketing = await menuOf('marketing@demo.test');
    await marketing.page.goto('/reports');
    await marketing.page.waitForURL('**/reports/firstTimeDeposits');
    await marketing.context.close();
  });
});
