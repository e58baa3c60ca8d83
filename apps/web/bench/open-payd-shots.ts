import path from 'node:path';
import type { TClient, TSweepOverview } from '@crm/contracts';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/browser.ts';
import { apiAs } from '../e2e/money-api.ts';

/**
 * The payment-provider page (issue #18) as the developer (the demo's holder of the internal
 * permissions): a client's payout details, the balances beside the ledger's and a sweep in the history.
 */
export async function shootOpenPayd(browser: Browser, baseUrl: string, mode: 'dark' | 'light', out: string) {
  const developer = await apiAs(baseUrl, 'developer@demo.test');
  const { docs } = await developer.get<{ docs: TClient[] }>('/dashboard/users?limit=1');
  const client = docs[0];
  if (!client) throw new Error('the demo has no clients');
  const token = await fetch(`${baseUrl}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'developer@demo.test', password: DEMO_PASSWORD }),
  }).then(async (r) => ((await r.json()) as { token: string }).token);
  await fetch(`${baseUrl}/dashboard/internals/openPayd/payoutDetails/${client._id}?brand=meridian`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      iban: 'CY17002001280000001200527600',
      bic: 'BCYPCY2N',
      holder: `${client.first_name} ${client.last_name}`,
    }),
  });
  const overview = await developer.get<TSweepOverview>('/dashboard/internals/openPayd/sweep');
  const income = overview.currencies.find((c) => Number(c.sweepable) >= 25);
  if (income && mode === 'dark') {
    await developer.post('/dashboard/internals/openPayd/sweeps', {
      currency: income.currency,
      amount: '25.00',
      comment: 'Monthly fees',
    });
  }
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1360, height: 820 } });
  await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  const page = await context.newPage();
  await page.goto(`/internals/open-payd-form?client=${client._id}`);
  await page.getByLabel('Email').fill('developer@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Payment form', level: 1 }).waitFor();
  await page.getByRole('form', { name: 'Update payout details' }).waitFor();
  await page.getByRole('table', { name: 'Sweeps, newest first' }).getByRole('cell').first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `open-payd-${mode}.png`), fullPage: true });
  await context.close();
}
