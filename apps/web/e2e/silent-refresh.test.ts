import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, launchBrowser, newContext, signIn } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/**
 * A server whose access tokens live 5 seconds, so they expire during the test, with room for a
 * refresh and its retry on a loaded machine: with 2 s, and once in CI with 3 s, a fresh token
 * expired again before a tab's retry had loaded its page.
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ACCESS_TOKEN_TTL_SECONDS: '5' }), launchBrowser()]);
});
afterAll(async () => {
  await browser.close();
  await server.stop();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Past the access token's life (5 s). */
const TOKEN_EXPIRED_MS = 5500;

describe('silent refresh', () => {
  it('refreshes an expired access token and retries, without signing anyone out', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');
    const before = await cookieOf(context, 'refreshToken');
    await wait(TOKEN_EXPIRED_MS);
    await page.getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    expect(page.url()).toContain('/administration/users');
    const after = await cookieOf(context, 'refreshToken');
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before?.value);
    await context.close();
  });

  it('refreshes once across two tabs whose tokens expire together (no rotation reuse)', async () => {
    const context = await newContext(browser, server.url);
    const first = await context.newPage();
    await signIn(first, 'admin@demo.test');
    const second = await context.newPage();
    await second.goto('/');
    await second.getByRole('navigation', { name: 'Main' }).waitFor();
    await wait(TOKEN_EXPIRED_MS);
    // Both tabs call the API at the same moment with the same expired token.
    await Promise.all([first.goto('/administration/users'), second.goto('/administration/users')]);
    await Promise.all([
      first.getByRole('cell', { name: 'sales@demo.test' }).waitFor(),
      second.getByRole('cell', { name: 'sales@demo.test' }).waitFor(),
    ]);
    // Still signed in afterwards: a reused refresh token would have ended the session.
    await wait(TOKEN_EXPIRED_MS);
    await first.reload();
    await first.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    expect(first.url()).toContain('/administration/users');
    await context.close();
  });

  it('sends the user to sign in when the session itself has ended', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'support@demo.test');
    await context.clearCookies({ name: 'refreshToken' });
    await wait(TOKEN_EXPIRED_MS);
    await page.goto('/clients');
    await page.waitForURL(/\/login\?redirect=%2Fclients/);
    await context.close();
  });
});
