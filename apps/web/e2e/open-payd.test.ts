import type { TClient, TScheduledFunction, TSweepOverview } from '@crm/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { apiAs } from './money-api.ts';
import { staffApi } from './staff-calls.ts';

// The shared server. The developer role is the demo's holder of the internal permissions (the
// admin role needs them explicitly, so it cannot use this page).
const server = { url: inject('baseUrl') };
const PAGE = '/internals/open-payd-form';
let browser: Browser;

/**
 * The demo's simulated traders realise profits and losses into the house's trading income every
 * two seconds (the `price-feed` function), which would move what is sweepable under the test. The
 * test switches the feed off, as staff would, and waits for a tick already running to finish.
 */
async function pausePriceFeed() {
  const admin = await staffApi('admin@demo.test');
  const path = '/dashboard/internals/scheduledFunctions/price-feed';
  await admin('PATCH', path, { enabled: false });
  await vi.waitFor(
    async () => {
      const all = await admin<TScheduledFunction[]>('GET', '/dashboard/internals/scheduledFunctions');
      const status = all.find((f) => f.name === 'price-feed')?.lastRun?.status;
      if (status === 'running') throw new Error('a price-feed tick is still running');
    },
    { timeout: 20_000, interval: 100 },
  );
  return () => admin('PATCH', path, { enabled: true });
}

let resumePriceFeed: (() => Promise<unknown>) | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  resumePriceFeed = await pausePriceFeed();
});
afterAll(async () => {
  await resumePriceFeed?.();
  await browser?.close();
});

describe('the payment-provider page', () => {
  it('updates a client’s payout details (holder checked) and sweeps house income', async () => {
    const developer = await apiAs(server.url, 'developer@demo.test');
    // A meridian client of the demo, found as staff would: the last of the clients list.
    const { docs } = await developer.get<{ docs: TClient[] }>('/dashboard/users?limit=5');
    const client = docs[docs.length - 1];
    if (!client) throw new Error('the demo has no clients');
    const name = `${client.first_name} ${client.last_name}`;
    const before = await developer.get<TSweepOverview>('/dashboard/internals/openPayd/sweep');
    const income = before.currencies.find((c) => Number(c.sweepable) >= 1);
    if (!income) throw new Error('the demo has no house income to sweep');

    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'developer@demo.test', undefined, PAGE);
    await page.getByRole('heading', { name: 'Payment form', level: 1 }).waitFor();

    // Payout details: pick the client by its Client ID with the console's client search.
    const details = page.getByRole('region', { name: 'Payout details' });
    await details.getByLabel('Search by').selectOption('readableId');
    await details.getByLabel('Client', { exact: true }).fill(client.readableId);
    await details.getByRole('button', { name: new RegExp(`#${client.readableId}\\b`) }).click();
    await details.getByRole('heading', { name: new RegExp(name) }).waitFor();
    const form = page.getByRole('form', { name: 'Update payout details' });
    await form.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 33');
    await form.getByLabel('BIC').fill('NWBKGB2L');
    await form.getByLabel('Account holder').fill(name.toUpperCase());
    await form.getByRole('button', { name: 'Save at the provider' }).click();
    // A typing mistake in the IBAN is refused at its field, by the server's ibantools check.
    await form.getByText('The IBAN check digits are wrong (a typing mistake?)').waitFor();
    await form.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
    await form.getByRole('button', { name: 'Save at the provider' }).click();
    const current = details.getByRole('definition').filter({ hasText: 'GB82 WEST 1234 5698 7654 32' });
    await current.waitFor();

    // Someone else as the holder: refused until confirmed with a reason.
    await form.getByLabel('Account holder').fill('Other Person');
    await form.getByRole('button', { name: 'Save at the provider' }).click();
    await form.getByText('Not the client’s name: confirm with a reason, or correct it').waitFor();
    await form.getByLabel(/The holder is not the client’s name/).check();
    await form.getByLabel('Why the holder differs').fill('Joint account, checked on a call');
    await form.getByRole('button', { name: 'Save at the provider' }).click();
    await details.getByRole('definition').filter({ hasText: 'Other Person' }).waitFor();

    // Sweep: one unit of the currency with income, confirmed in a dialog.
    const sweep = page.getByRole('region', { name: 'Sweep' });
    await sweep.getByRole('cell', { name: income.currency, exact: true }).waitFor();
    const sweepForm = page.getByRole('form', { name: 'Sweep house income' });
    await sweepForm.getByLabel('Currency').selectOption(income.currency);
    await sweepForm.getByLabel(/^Amount/).fill('1.00');
    await sweepForm.getByLabel('Comment (optional)').fill('e2e sweep');
    await sweepForm.getByRole('button', { name: 'Sweep…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sweep house income' });
    await dialog.getByRole('button', { name: 'Confirm the sweep' }).click();
    await dialog.waitFor({ state: 'detached' });
    const history = page.getByRole('table', { name: 'Sweeps, newest first' });
    await history.getByRole('row').nth(1).filter({ hasText: 'e2e sweep' }).waitFor();

    // The ledger and the provider both moved by exactly that much.
    const after = await developer.get<TSweepOverview>('/dashboard/internals/openPayd/sweep');
    const row = after.currencies.find((c) => c.currency === income.currency);
    const cents = (s: string | undefined) => Math.round(Number(s) * 100);
    expect(cents(row?.operating.ledger) - cents(income.operating.ledger)).toBe(100);
    expect(cents(row?.operating.provider) - cents(income.operating.provider)).toBe(100);
    expect(cents(income.sweepable) - cents(row?.sweepable)).toBe(100);
    await context.close();
  }, 60_000);
});
