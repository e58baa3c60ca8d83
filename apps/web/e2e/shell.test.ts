import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieOf, cspViolations, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  // Everything above ran under the console's strict Content-Security-Policy.
  expect(cspViolations).toEqual([]);
});

describe('brands', () => {
  it('switches brand from Settings: the user is fetched again and the app goes to /', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/users');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Select Brand' }).waitFor();
    const fetched = page.waitForResponse((r) => r.url().includes('/dashboard/crmusers/current') && r.ok());
    await page.getByRole('button', { name: 'Northwind Trade' }).click();
    const reply = await fetched;
    expect(new URL(reply.url()).searchParams.get('brand')).toBe('northwind');
    await page.waitForURL(`${baseUrl}/`);
    await expect(page.locator('.profile-brand').textContent()).resolves.toBe('Northwind Trade');
    // Calls now carry the new brand, and the server accepts them.
    await page.goto('/administration/users');
    await page.getByRole('cell', { name: 'admin@demo.test' }).waitFor();
    expect(await page.getByRole('cell', { name: 'sales@demo.test' }).count()).toBe(0);
    await context.close();
  });
});

describe('staff list', () => {
  it('searches by name or e-mail and keeps its column choice, as every list of the kit does', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/users');
    await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search staff' }).fill('support@');
    await page.getByRole('cell', { name: 'support@demo.test' }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'sales@demo.test' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('search')).toBe('support@');

    await page.getByRole('button', { name: /Columns/ }).click();
    // The column's checkbox (the page also has a Department filter).
    await page.getByRole('checkbox', { name: 'Department', exact: true }).uncheck();
    await page.getByRole('heading', { name: 'Users' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Department' }).count()).toBe(0);
    await page.goto('/administration/users');
    await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Department' }).count()).toBe(0);
    await page.getByRole('columnheader', { name: 'Role' }).waitFor();
    await context.close();
  });
});

describe('themes', () => {
  it('is dark by default and keeps a choice across a reload under crmTheme', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('button', { name: 'Light', exact: true }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('crmTheme'))).toBe('light');
    await page.getByRole('button', { name: 'Monokai' }).click();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('monokai');
    expect(await page.evaluate(() => localStorage.getItem('crmTheme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(39, 40, 34)');
    await context.close();
  });

  it('closes a bottom panel on a second click and on a click outside', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test');
    const settings = page.getByRole('button', { name: 'Settings' });
    await settings.click();
    expect(
      await page.getByRole('region', { name: 'Settings' }).evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(200);
    await settings.click();
    expect(await page.getByRole('region', { name: 'Settings' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Notifications' }).click();
    expect(
      await page.getByRole('region', { name: 'Notifications' }).evaluate((el) => el.getBoundingClientRect().height),
    ).toBe(300);
    await page.getByRole('heading', { name: 'Dashboard' }).click();
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(0);
    await context.close();
  });
});

describe('view-as', () => {
  it('starts from the staff list, shows the banner, and Exit View returns to the admin', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/users');
    const original = (await cookieOf(context, 'refreshToken'))?.value;
    // View-as sits in the row's actions menu, beside the staff administration actions.
    await page
      .getByRole('row', { name: /sales@demo\.test/ })
      .getByRole('button', { name: /^Actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'View as' }).click();
    await page.getByText('Viewing CRM as Sofia Andreou').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByRole('button', { name: 'Administration' }).count()).toBe(0);
    expect((await cookieOf(context, 'originalRefreshToken'))?.value).toBe(original);

    await page.getByRole('button', { name: 'Exit View' }).click();
    await page.getByRole('button', { name: 'Administration' }).waitFor();
    expect(await page.getByText(/Viewing CRM as/).count()).toBe(0);
    expect(await cookieOf(context, 'loggedInAs')).toBeUndefined();
    expect(await cookieOf(context, 'originalRefreshToken')).toBeUndefined();
    await expect(page.locator('.profile-name').textContent()).resolves.toBe('Adrian Cole');
    await context.close();
  });
});

describe('client search', () => {
  it('waits 500 ms, sends nothing for empty text, and works by keyboard', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const asked: URL[] = [];
    // The clients module serves this call; here the browser is given its reply, to test the box itself.
    await page.route('**/dashboard/users/search?*', (route) => {
      asked.push(new URL(route.request().url()));
      const result = (n: number) => ({
        _id: `client-${n}`,
        readableId: `10${n}`,
        first_name: 'Ana',
        last_name: `Lopez ${n}`,
        email: `ana${n}@example.com`,
        matchedField: 'ctrader_id',
        matchedValue: `55${n}`,
      });
      return route.fulfill({ json: [result(1), result(2), result(3)] });
    });
    await signIn(page, 'sales@demo.test');
    const box = page.getByRole('combobox', { name: 'Search clients' });
    expect(await box.getAttribute('placeholder')).toBe('Search for a user by ID, name, or email');
    await page.getByLabel('Search by').selectOption('name');
    await box.pressSequentially('ana', { delay: 60 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('field')).toBe('name');
    expect(asked[0]?.searchParams.get('searchText')).toBe('ana');
    expect(asked[0]?.searchParams.get('limit')).toBe('5');
    await expect(page.getByRole('listbox').getByRole('option').first().textContent()).resolves.toContain(
      'cTrader id: 551',
    );

    await box.press('ArrowDown');
    await box.press('Tab');
    await box.press('ArrowUp');
    expect(await page.getByRole('listbox').getByRole('option', { selected: true }).textContent()).toContain('Lopez 2');
    await box.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await box.press('ArrowDown');
    await box.fill('');
    await box.pressSequentially('an', { delay: 30 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL('**/clients/client-2');
    await box.fill('');
    await page.waitForTimeout(700);
    expect(asked.every((u) => u.searchParams.get('searchText'))).toBe(true);
    await context.close();
  });
});

describe('layout', () => {
  it('starts collapsed below 768 px (40 px) and opens to 260 px', async () => {
    const context = await newContext(browser, baseUrl, { width: 600, height: 800 });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    const width = () => page.locator('aside.sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width));
    await expect.poll(width).toBe(40);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(260);
    await context.close();
  });

  it('registers the background worker at /sw.worker.js with root scope', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(scope).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.worker.js` });
    await context.close();
  });

  it('opens the sidebar when a panel is chosen from the collapsed rail, and passes axe there', async () => {
    const context = await newContext(browser, baseUrl, { width: 600, height: 800 }, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/administration/users');
    await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Select Brand' }).waitFor();
    await expect
      .poll(() => page.locator('aside.sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width)))
      .toBe(260);
    await context.close();
  });

  it('shows the footer with the current year', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    await expect(page.locator('footer').textContent()).resolves.toContain(`© ${new Date().getFullYear()}`);
    await context.close();
  });
});

describe('accessibility', () => {
  it('has no serious axe-core violation on sign-in, dashboard and users, in dark and light', async () => {
    for (const mode of ['dark', 'light'] as const) {
      const context = await newContext(browser, baseUrl, undefined, true);
      await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Meridian CRM' }).waitFor();
      expect(await seriousA11yViolations(page), `login, ${mode}`).toEqual([]);
      await signIn(page, 'admin@demo.test');
      expect(await seriousA11yViolations(page), `dashboard, ${mode}`).toEqual([]);
      await page.goto('/administration/users');
      await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
      expect(await seriousA11yViolations(page), `users, ${mode}`).toEqual([]);
      await page.goto(`/clients?filters=${encodeURIComponent('country[eq]:cy')}`);
      await page.getByRole('cell').first().waitFor();
      expect(await seriousA11yViolations(page), `clients, ${mode}`).toEqual([]);
      await context.close();
    }
  });
});
