/**
 * `npm run screenshots`: the main pages in Debian's Chromium, dark and light, into
 * docs/screenshots/ (the README shows them). Uses the built console and a fresh demo server.
 */
import path from 'node:path';
import { DEMO_PASSWORD, launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';

const out = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const mode of ['dark', 'light'] as const) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1360, height: 820 } });
    await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Meridian CRM' }).waitFor();
    await page.screenshot({ path: path.join(out, `login-${mode}.png`) });
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.screenshot({ path: path.join(out, `dashboard-${mode}.png`) });
    await page.goto(`/clients/verified?filters=${encodeURIComponent('country[eq]:cy|gr')}`);
    await page.getByRole('cell').first().waitFor();
    await page.screenshot({ path: path.join(out, `clients-${mode}.png`) });
    await page.getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.screenshot({ path: path.join(out, `client-${mode}.png`) });
    await page.goto('/documents/pending-review');
    await page.getByRole('region', { name: 'Document under review' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `documents-${mode}.png`) });
    await page.goto('/administration/users');
    await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.screenshot({ path: path.join(out, `users-${mode}.png`) });
    await context.close();
  }
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
