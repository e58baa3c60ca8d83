import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiAs } from '../e2e/money-api.ts';

/** Three segments of the demo brand, made once per server (names are unique per brand). */
export async function prepareSegmentShots(baseUrl: string): Promise<string> {
  const marketing = await apiAs(baseUrl, 'marketing@demo.test');
  const made = await marketing.post<{ _id: string }>('/dashboard/users/segments', {
    name: 'Verified Cypriot traders',
    filters: 'kyc_approved[eq]:true,country[eq]:cy|gr,live_accounts[gte]:1',
  });
  await marketing.post('/dashboard/users/segments', {
    name: 'Mobile, no deposit yet',
    filters: 'device_type[eq]:android|ios,total_deposits_usd[lt]:100',
  });
  await marketing.post('/dashboard/users/segments', {
    name: 'High depositors',
    filters: 'total_deposits_usd[gte]:10000',
  });
  return made._id;
}

/** Client communication › Client segments: the list, and one segment (editor, size, its clients). */
export async function shootSegmentPages(page: Page, segmentId: string, out: string, mode: string) {
  await page.goto('/client-communication/client-segments');
  await page.getByRole('cell', { name: 'Verified Cypriot traders' }).waitFor();
  await page.mouse.move(1359, 0);
  await page.screenshot({ path: path.join(out, `segments-${mode}.png`) });
  await page.goto(`/client-communication/client-segments/${segmentId}`);
  await page.getByRole('heading', { name: 'Clients in this segment' }).waitFor();
  await page.getByRole('table', { name: 'Clients' }).locator('tbody tr').first().waitFor();
  await page.getByRole('region', { name: 'Size over time' }).locator('.report-chart-img svg').waitFor();
  await page.locator('.segment-live-count:not([aria-busy])').waitFor();
  // The line draws in over ECharts' one-second entry animation: a single day's point appears at its end.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(out, `segment-${mode}.png`), fullPage: false });
}
