import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, DEMO_PASSWORD, launchBrowser, newContext, signIn } from './browser.ts';
import { staffApi } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('internals › daily analysis', () => {
  it('drafts, edits (sanitised), sends to a consented client, shows the send log and the outbox, and the link unsubscribes', async () => {
    const admin = await staffApi('admin@demo.test');
    const verified = await admin<{ docs: { _id: string; email: string }[] }>(
      'GET',
      '/dashboard/users?view=verified&limit=1',
    );
    const client = verified.docs[0];
    if (!client) throw new Error('the demo has no verified client');
    await admin('PUT', `/dashboard/users/${client._id}/marketingConsent`, { consented: true, source: 'phone' });

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'developer@demo.test', DEMO_PASSWORD, '/internals/daily-analysis');
    await page.getByRole('heading', { name: 'Daily analysis', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Draft today’s analysis' }).click();
    await page.getByRole('heading', { name: /^Analysis of / }).waitFor();

    const stamp = Date.now();
    await page.getByLabel('Subject').fill(`E2E markets ${stamp}`);
    const body = page.getByLabel('Body (HTML)');
    await body.fill(
      `${await body.inputValue()}<p>Desk view ${stamp}</p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">`,
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    // The preview shows the saved body: the text kept, the script and the handler gone.
    const preview = page.getByRole('document', { name: 'E-mail body' });
    await preview.getByText(`Desk view ${stamp}`).waitFor();
    expect(await preview.locator('script, [onerror]').count()).toBe(0);
    await expect.poll(() => body.inputValue()).not.toContain('<script');
    expect(await body.inputValue()).toContain(`Desk view ${stamp}`);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    const eligible = Number(await page.getByTestId('eligible').textContent());
    expect(eligible).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Send…' }).click();
    await page.getByRole('button', { name: `Send to ${eligible}` }).click();
    const log = page.getByRole('table', { name: 'Send log' });
    await log.getByRole('row', { name: new RegExp(client.email) }).waitFor();
    expect(await log.getByRole('row', { name: new RegExp(client.email) }).textContent()).toContain('sent');

    await page.getByRole('tab', { name: 'Outbox' }).click();
    const outbox = page.getByRole('table', { name: 'Outbox' });
    const row = outbox.getByRole('row', { name: new RegExp(`${client.email}.*E2E markets ${stamp}`) });
    await row.getByRole('button', { name: 'Show' }).click();
    const message = page.getByRole('article', { name: `Message to ${client.email}` });
    await message.getByText(/CFDs are complex instruments/).waitFor();
    const header = (await message.locator('.da-break').textContent()) ?? '';
    const link = /<(.+)>/.exec(header)?.[1] ?? '';
    expect(link).toMatch(/\/unsubscribe\?token=/);
    await context.close();

    // The client follows the link, signed out, on the console's origin.
    const clientSide = await newContext(browser, baseUrl);
    const unsubscribe = await clientSide.newPage();
    const url = new URL(link);
    await unsubscribe.goto(`${url.pathname}${url.search}`);
    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    await unsubscribe.getByText(/You are unsubscribed: Meridian Markets/).waitFor();
    await clientSide.close();
    const consent = await admin<{ may_receive_marketing: boolean; unsubscribed_at: string | null }>(
      'GET',
      `/dashboard/users/${client._id}/marketingConsent`,
    );
    expect(consent.may_receive_marketing).toBe(false);
    expect(consent.unsubscribed_at).not.toBeNull();
    expect(cspViolations).toEqual([]);
  }, 60_000);
});
