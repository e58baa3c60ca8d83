import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A GET straight to the API as marketing, to know what the page must show. */
async function apiGet<T>(path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'marketing@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}
const countOf = async (filters: string) =>
  (await apiGet<{ count: number }>(`/dashboard/users/segments/count?filters=${encodeURIComponent(filters)}`)).count;
const matchText = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'client matches' : 'clients match'}`;

describe('client segments', () => {
  it('builds a segment with the clients list’s filters and a live count, shows its clients, and deletes it with a reason', async () => {
    const name = `E2E segment ${Date.now()}`;
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/client-communication/client-segments');
    await page.getByRole('heading', { name: 'Client segments' }).waitFor();

    await page.getByRole('link', { name: 'New segment' }).click();
    await page.getByRole('heading', { name: 'New segment' }).waitFor();
    await page.getByLabel('Name').fill(name);
    const count = page.locator('.segment-live-count');
    // No filter yet: every client of the brand the viewer may see.
    await count.getByText(matchText(await countOf(''))).waitFor();

    await page.getByLabel('Add a filter').selectOption('kyc_approved');
    await page.getByLabel('Value').selectOption('true');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Delete filter KYC Approved is true' }).waitFor();
    await page.getByLabel('Add a filter').selectOption('live_accounts');
    await page.getByLabel('Operator').selectOption('gte');
    await page.getByLabel('Value').selectOption('1');
    await page.getByRole('button', { name: 'Apply' }).click();
    const filters = 'kyc_approved[eq]:true,live_accounts[gte]:1';
    const expected = await countOf(filters);
    expect(expected).toBeLessThan(await countOf(''));
    await count.getByText(matchText(expected)).waitFor();

    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/client-communication\/client-segments\/[0-9a-f-]{36}$/);
    // Its clients: the clients list with the segment's filters fixed, and its size over time.
    await page.getByRole('heading', { name: 'Clients in this segment' }).waitFor();
    await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').first().waitFor();
    await page.getByRole('region', { name: 'Size over time' }).locator('.report-chart-img svg').waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const saved = await apiGet<{ filters: string; size: number }>(`/dashboard/users/segments/${id}`);
    expect(saved).toMatchObject({ filters, size: expected });
    const list = await apiGet<{ docs: { email?: string }[] }>(
      `/dashboard/users?limit=5&filters=${encodeURIComponent(filters)}&fields=email`,
    );
    const firstEmail = list.docs[0]?.email ?? '';
    await page.getByRole('table', { name: 'Clients' }).getByText(firstEmail).first().waitFor();

    // Changing the definition: one filter fewer, saved; the count follows before saving.
    await page.getByRole('button', { name: 'Delete filter KYC Approved is true' }).click();
    await count.getByText(matchText(await countOf('live_accounts[gte]:1'))).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Segment "${name}" saved`).waitFor();

    await page.getByRole('link', { name: '← All segments' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText((await countOf('live_accounts[gte]:1')).toLocaleString('en')).waitFor();

    // Deleting it asks why in the kit's delete-with-reason dialog, which names the segment.
    await page.goto(`/client-communication/client-segments/${id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete segment' });
    await dialog.getByText(`“${name}” leaves the list of segments`).waitFor();
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Replaced by a wider segment');
    await remove.click();
    await page.getByText(`Segment "${name}" deleted`).waitFor();
    await page.getByRole('heading', { name: 'Client segments' }).waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
    await context.close();
  });
});
