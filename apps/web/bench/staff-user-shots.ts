import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/browser.ts';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

/** The sales demo user, signed in from two browsers so their page has live sessions to show; their id. */
export async function prepareStaffUserShots(baseUrl: string): Promise<string> {
  let id = '';
  for (const agent of AGENTS) {
    const res = await fetch(`${baseUrl}/dashboard/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      body: JSON.stringify({ email: 'sales@demo.test', password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sales could not sign in: ${res.status}`);
    id = ((await res.json()) as { user: { _id: string } }).user._id;
  }
  return id;
}

/** A staff user's page: the effective permissions by group with their source, then the live sessions. */
export async function staffUserShots(page: Page, staffId: string, out: string, mode: 'dark' | 'light') {
  await page.goto(`/administration/users/${staffId}`);
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await page.getByRole('table', { name: 'Clients permissions' }).getByRole('cell').first().waitFor();
  await page.screenshot({ path: path.join(out, `staff-user-${mode}.png`) });
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await page
    .getByRole('table', { name: /^Live sessions of/ })
    .getByText('Chrome 131 on Windows')
    .first()
    .waitFor();
  await page.screenshot({ path: path.join(out, `staff-user-sessions-${mode}.png`) });
}
