import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiAs } from '../e2e/money-api.ts';

type Client = { _id: string };

/**
 * Client communication › SMS: a few demo clients given marketing consent (by phone), then one SMS
 * sent to a segment, so the page shows a send with its log (sent, and skipped for no consent).
 */
export async function prepareClientMessageShots(baseUrl: string, segmentId: string): Promise<string> {
  const admin = await apiAs(baseUrl, 'admin@demo.test');
  const marketing = await apiAs(baseUrl, 'marketing@demo.test');
  // Two in three of the segment's first clients (its filters, see segments-screenshots.ts) consented.
  const filters = encodeURIComponent('kyc_approved[eq]:true,country[eq]:cy|gr,live_accounts[gte]:1');
  const clients = await admin.get<{ docs: Client[] }>(`/dashboard/users?limit=30&filters=${filters}`);
  for (const c of clients.docs.filter((_, i) => i % 3 !== 2)) {
    await admin.put(`/dashboard/users/${c._id}/marketingConsent`, { consented: true, source: 'phone' });
  }
  const sent = await marketing.post<{ _id: string }>('/dashboard/clientMessages', {
    channel: 'sms',
    user_id: null,
    segment_id: segmentId,
    title: null,
    body: 'Meridian: gold spreads from 0.2 pips this week. Reply STOP to opt out.',
  });
  return sent._id;
}

/** The SMS page with a message being written and the segment send's log open. */
export async function shootClientMessages(page: Page, messageId: string, out: string, mode: string) {
  await page.goto(`/client-communication/sms?message=${messageId}`);
  await page.getByRole('table', { name: 'Recipients and what happened' }).locator('tbody tr').first().waitFor();
  await page.getByLabel(/^Message/).fill('Your monthly statement is ready in the app.');
  await page.mouse.move(1359, 0);
  await page.screenshot({ path: path.join(out, `client-messages-${mode}.png`), fullPage: true });
}
