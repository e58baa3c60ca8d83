import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, DEMO_PASSWORD, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { apiAs } from './money-api.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
// A colleague of its own: turning two-factor on for a demo user would change the other tests' sign-ins.
const email = `two-factor.${Date.now()}@demo.test`;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs(baseUrl, 'admin@demo.test');
  await admin.addPayer(email);
});
afterAll(() => browser.close());

/**
 * The code the user's app shows. Codes of the step after the current one pass too (the server
 * allows one step of drift either way), and a code already used in its step never passes again:
 * so the sign-in after the enrolment uses the next step's code, instead of waiting for it.
 */
const codeFor = (secret: string, aheadSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/login/);
}

async function passwordStep(page: Page) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
}

describe('two-factor sign-in', () => {
  it('enrols with the QR code and key, then signs in with a code and with a recovery code', async () => {
    const context = await newContext(browser, baseUrl, undefined, true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signIn(page, email);

    // From the user menu (Settings) to the security page.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Security: two-factor sign-in' }).click();
    await page.waitForURL(/\/account\/security$/);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    // The set-up asks for the password again: a wrong one is refused at its field by the server.
    const password = page.getByLabel('Your current password');
    await password.fill('Not-My-Password-1');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByText('That is not your current password').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A wrong code is refused at its field; the right one turns it on and shows the codes once.
    const codeField = page.getByLabel('Code from the app');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not right').waitFor();
    await codeField.fill(await codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'));
    await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();
    await page.getByText('10 of 10 recovery codes left.').waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);

    // Signing in now takes a code after the password.
    await signOut(page);
    await passwordStep(page);
    const code = page.getByLabel('Code', { exact: true });
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(await codeFor(secret, 30));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // Or a recovery code, behind its switch; it works once.
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('switch', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto('/account/security');
    await page.getByText('9 of 10 recovery codes left.').waitFor();

    await signOut(page);
    await passwordStep(page);
    await page.getByRole('switch', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That code is not right, or was already used.').waitFor();
    expect(page.url()).toMatch(/\/login/);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
