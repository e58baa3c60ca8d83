import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { call, registerClient, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('client messages', () => {
  it('sends an SMS to one consented client after the confirmation, and shows its log', async () => {
    // A client of this test's own, registered through the client app's intake, who consented by phone.
    const stamp = Date.now();
    const admin = await tokenOf('admin@demo.test');
    const { key } = await call<{ key: string }>(admin, 'POST', '/dashboard/salesassignment/keys', {
      name: `client messages e2e ${stamp}`,
    });
    const res = await registerClient(key, {
      first_name: 'Sami',
      last_name: `Sms${stamp}`,
      email: `sami${stamp}@e2e.test`,
      phone: '+357 99 123456',
      country: 'cy',
    });
    expect(res.status).toBe(201);
    const client = (await res.json()) as { _id: string; readable_id: number };
    await call(admin, 'PUT', `/dashboard/users/${client._id}/marketingConsent`, { consented: true, source: 'phone' });

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/client-communication/sms');
    await page.getByRole('heading', { name: 'SMS', level: 1 }).waitFor();

    // Too long is refused at the field before anything is sent; the preview shows the text as typed.
    const text = `Your <b>statement</b> is ready ${stamp}`;
    await page.getByLabel(/^Message/).fill('x'.repeat(481));
    await page.getByText('At most 480 characters (481 now)').waitFor();
    await page.getByLabel(/^Message/).fill(text);
    await page.getByTestId('message-preview').getByText(text, { exact: true }).waitFor();
    expect(await page.getByTestId('message-preview').locator('b').count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Client' }).fill(String(client.readable_id));
    await page.getByRole('button', { name: new RegExp(`Sms${stamp}`) }).click();
    await page.getByTestId('ribbon-chosen-client').getByText(`Sms${stamp}`, { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Send…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the SMS?' });
    await dialog.getByTestId('message-confirm-counts').getByText('1 client gets it.').waitFor();
    await dialog.getByText('0 skipped: no marketing consent').waitFor();
    const sent = page.waitForResponse(
      (r) =>
        r.url().includes('/dashboard/clientMessages') &&
        r.request().method() === 'POST' &&
        !r.url().includes('preview'),
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(201);

    // The send opens with its log: the client, the number in international form, sent.
    const recipients = page.getByRole('table', { name: 'Recipients and what happened' });
    const row = recipients.getByRole('row', { name: new RegExp(`Sms${stamp}`) });
    await row.getByText('Sent', { exact: true }).waitFor();
    await row.getByText('+35799123456').waitFor();
    await page
      .getByRole('table', { name: 'Sends, newest first' })
      .getByRole('row', { name: new RegExp(String(stamp)) })
      .waitFor();
    await context.close();
  });
});
