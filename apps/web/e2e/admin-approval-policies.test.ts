import type { TMoneyMovementReply } from '@crm/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newContext, signIn } from './browser.ts';
import { apiAs, clientsWithAccounts } from './money-api.ts';

// The shared server: the policy is set back to the defaults afterwards (an approved threshold would
// change the other tests' balance operations), by the same two administrators.
const server = { url: inject('baseUrl') };
let browser: Browser;
const PAGE = '/administration/permissions/approval-policies';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // Back to the defaults: a change of every kind to "not set", approved by the second admin.
  const pending = (
    await (
      await apiAs(server.url, 'admin@demo.test')
    ).get<{ pending: { _id: string } | null }>('/dashboard/approvalPolicies')
  ).pending;
  if (pending) await post('admin@demo.test', `/dashboard/approvalPolicies/changes/${pending._id}/reject`, {}, 200);
  const reset = await post('admin@demo.test', '/dashboard/approvalPolicies/changes', {
    withdrawal: null,
    balance: null,
    credit: null,
    refund: null,
  });
  await post('second.admin@demo.test', `/dashboard/approvalPolicies/changes/${reset._id}/approve`, {}, 200);
});

/** A POST as a demo staff user, for what the test sets up outside the page. */
async function post(
  email: string,
  path: string,
  body: unknown,
  status: number | number[] = 201,
): Promise<{ _id: string }> {
  const login = await fetch(`${server.url}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server.url}${path}?brand=meridian`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect([status].flat(), text).toContain(res.status);
  return JSON.parse(text) as { _id: string };
}

/** Sets a demo staff user's language on the server, as the profile block does. */
async function setLanguage(email: string, language: 'en' | 'el') {
  const login = await fetch(`${server.url}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server.url}/dashboard/crmusers/current/language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
  });
  expect(res.status, await res.text()).toBe(200);
}

describe('approval policies', () => {
  it('an admin proposes a threshold, a second admin approves it, and a balance operation above it waits in the queue', async () => {
    const admin = await apiAs(server.url, 'admin@demo.test');
    const roles = await admin.get<{ _id: string; name: string }[]>('/dashboard/roles');
    const adminRole = roles.find((r) => r.name === 'admin');
    // A change left waiting (by a rerun) is withdrawn first: one waits per brand.
    const waitingBefore = (await admin.get<{ pending: { _id: string } | null }>('/dashboard/approvalPolicies')).pending;
    if (waitingBefore)
      await post('admin@demo.test', `/dashboard/approvalPolicies/changes/${waitingBefore._id}/reject`, {}, 200);
    await post(
      'admin@demo.test',
      '/dashboard/crmusers',
      {
        first_name: 'Second',
        last_name: 'Admin',
        email: 'second.admin@demo.test',
        password: DEMO_PASSWORD,
        department: 'admin',
        role_id: adminRole?._id,
        brands: ['meridian', 'northwind'],
      },
      [201, 409],
    );

    // The first admin proposes a balance threshold of 1,000 USD.
    const first = await newContext(browser, server.url);
    const page = await first.newPage();
    await signIn(page, 'admin@demo.test', undefined, PAGE);
    await page.getByRole('heading', { name: 'Approval policies', level: 1 }).waitFor();
    // The two pages of who may do what and who must approve it are tabs of one another.
    const tabs = page.getByRole('navigation', { name: 'Permissions' });
    expect(await tabs.getByRole('link', { name: 'Permissions' }).getAttribute('href')).toBe(
      '/administration/permissions',
    );
    expect(await tabs.getByRole('link', { name: 'Approval policies' }).getAttribute('aria-current')).toBe('page');
    const inForce = page.getByRole('region', { name: 'In force' });
    await inForce
      .getByRole('row', { name: /Balance operations/ })
      .getByText('Default: config threshold')
      .waitFor();
    await page.getByLabel('Balance operations (either direction) (USD)').fill('1000');
    await page.getByLabel('Why (optional)').fill('Segregation of duties');
    await page.getByRole('button', { name: 'Propose the change' }).click();
    const pending = page.getByRole('region', { name: 'Pending change' });
    await pending.getByText('You proposed it: a second administrator must approve it.').waitFor();
    // The proposer is offered no approval, only withdrawing the change.
    expect(await pending.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await pending.getByRole('button', { name: 'Withdraw' }).waitFor();
    // Not in force until approved.
    await inForce
      .getByRole('row', { name: /Balance operations/ })
      .getByText('Default: config threshold')
      .waitFor();
    await first.close();

    // The second admin approves it.
    const second = await newContext(browser, server.url);
    const other = await second.newPage();
    await signIn(other, 'second.admin@demo.test', undefined, PAGE);
    const waiting = other.getByRole('region', { name: 'Pending change' });
    await waiting.getByText('$1,000.00').waitFor();
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await waiting.waitFor({ state: 'detached' });
    await other
      .getByRole('region', { name: 'In force' })
      .getByRole('row', { name: /Balance operations/ })
      .getByText('$1,000.00')
      .waitFor();
    const history = other.getByRole('table', { name: 'Policy changes, newest first' });
    // Newest first: the change just approved heads the history.
    const latest = history.getByRole('row').nth(1);
    await latest
      .filter({ hasText: 'Approved' })
      .filter({ hasText: 'Second Admin' })
      .filter({ hasText: '$1,000.00' })
      .waitFor();

    // Funding's balance operation of 1,500 USD is over it: it waits in the requests queue.
    const funding = await apiAs(server.url, 'funding@demo.test');
    const [target] = clientsWithAccounts(await funding.liveAccounts()).filter((c) => c.account.currency === 'USD');
    if (!target) throw new Error('no live USD account');
    const reply: TMoneyMovementReply = await funding.deposit(target.account._id, '1500.00');
    expect(reply.pendingRequest).toEqual(expect.any(String));
    expect(reply.transaction.status).toBe('pending');
    await other.goto(`${server.url}/requests`);
    const row = other
      .getByRole('table')
      .first()
      .getByRole('row')
      .filter({ hasText: 'Balance operation' })
      .filter({ hasText: '1,500.00' });
    await row.first().waitFor();
    await second.close();
  });

  it('reads in Greek for a staff user whose language is Greek', async () => {
    // The second admin exists from the test above (or an earlier run); English again afterwards.
    await setLanguage('second.admin@demo.test', 'el');
    const context = await newContext(browser, server.url);
    try {
      const page = await context.newPage();
      await signIn(page, 'second.admin@demo.test', undefined, PAGE);
      await page.getByRole('heading', { name: 'Πολιτικές έγκρισης', level: 1 }).waitFor();
      const inForce = page.getByRole('region', { name: 'Σε ισχύ' });
      const rules = inForce.getByRole('table', { name: 'Όρια σε ισχύ ανά πράξη' });
      await rules.getByRole('columnheader', { name: 'Όριο' }).waitFor();
      await rules.getByRole('row', { name: /Πράξεις υπολοίπου/ }).waitFor();
      await page.getByRole('table', { name: 'Αλλαγές πολιτικής, νεότερες πρώτα' }).waitFor();
      await page.getByRole('button', { name: 'Υποβολή πρότασης' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('el');
    } finally {
      await context.close();
      await setLanguage('second.admin@demo.test', 'en');
    }
  });
});
