import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/browser.ts';

/**
 * Internals › Daily analysis, as the developer (the admin role does not include the Internals): the
 * draft with its preview and recipients, then (light theme) the send log, and the outbox.
 */
export async function shootDailyAnalysis(browser: Browser, baseUrl: string, mode: 'dark' | 'light', out: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1360, height: 900 } });
  await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  const page = await context.newPage();
  await page.goto('/internals/daily-analysis');
  await page.getByLabel('Email').fill('developer@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Daily analysis', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Draft today’s analysis' }).click();
  await page.getByRole('heading', { name: /^Analysis of / }).waitFor();
  await page.screenshot({ path: path.join(out, `daily-analysis-${mode}.png`), fullPage: true });
  await page.goto('/internals/daily-analysis?tab=outbox');
  await page.getByRole('table', { name: 'Outbox' }).waitFor();
  await page.screenshot({ path: path.join(out, `daily-analysis-outbox-${mode}.png`), fullPage: true });
  await context.close();
}
