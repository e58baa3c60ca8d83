import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/browser.ts';

const LANGUAGE = '/dashboard/crmusers/current/language';

async function setLanguage(baseURL: string, language: 'en' | 'el') {
  const login = await fetch(`${baseURL}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'developer@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  await fetch(`${baseURL}${LANGUAGE}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
}

/**
 * Internals › Translation tool (issue #18), with the console in Greek: the shell, the menu and the
 * tool's own words, to check that Greek's longer words fit. The developer goes back to English after.
 */
export async function shootTranslationTool(browser: Browser, baseURL: string, mode: string, out: string) {
  await setLanguage(baseURL, 'el');
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('developer@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto('/internals/translation-tool');
    await page.getByRole('heading', { name: 'Εργαλείο μετάφρασης' }).waitFor();
    await page.getByRole('table', { name: 'Μεταφράσεις' }).getByRole('row').nth(5).waitFor();
    await page.screenshot({ path: path.join(out, `translations-${mode}.png`) });
    await context.close();
  } finally {
    await setLanguage(baseURL, 'en');
  }
}

// Run alone (`node --import tsx bench/translations-screenshots.ts`): a server of its own, both themes.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../e2e/browser.ts');
  const { startServer } = await import('../e2e/server.ts');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const out = path.resolve(import.meta.dirname, '../../../docs/screenshots');
    for (const mode of ['dark', 'light']) await shootTranslationTool(browser, server.url, mode, out);
  } finally {
    await browser.close();
    await server.stop();
  }
}
