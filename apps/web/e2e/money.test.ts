import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { apiAs, clientsWithAccounts } from './money-api.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;
let pick: ReturnType<typeof clientsWithAccounts>;
let admin: Awaited<ReturnType<typeof apiAs>>;
let funding: Awaited<ReturnType<typeof apiAs>>;

beforeAll(async () => {
  // A server of its own, with fresh empty accounts beside the demo's (see server.ts).
  // Four-eyes from 1,000 (in the account's currency), so one test can go over it cheaply.
  server = await startServer({ FOUR_EYES_WITHDRAWAL_THRESHOLD: '1000' }, { withAccounts: true });
  browser = await launchBrowser();
  admin = await apiAs(server.url, 'admin@demo.test');
  funding = await apiAs(server.url, 'funding@demo.test');
  pick = clientsWithAccounts(await admin.liveAccounts());
  expect(pick.length).toBeGreaterThanOrEqual(5);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const money = (text: string | null) => Number((text ?? '').replace('\u2212', '-').replace(/[^0-9.-]/g, ''));

/** The balance cell of an account in the client's Accounts tab (found by its column's heading). */
async function balanceShown(page: Page, login: string) {
  const table = page.getByRole('table', { name: /accounts$/ });
  const column = (await table.getByRole('columnheader').allTextContents()).indexOf('Balance');
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: login, exact: true }) });
  return money(await row.getByRole('cell').nth(column).textContent());
}

async function openAccounts(page: Page, clientId: string) {
  await page.goto(`/clients/${clientId}`);
  await page.getByRole('tab', { name: 'Accounts' }).click();
  await page.getByRole('table', { name: 'Live accounts' }).getByRole('cell').first().waitFor();
}

/** The sidebar's count on a menu entry (0 when it shows no badge). */
async function badgeOf(page: Page, label: string) {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${label}`) });
  const text =
    (await link
      .locator('.badge [aria-hidden="true"]')
      .textContent({ timeout: 1000 })
      .catch(() => null)) ?? '0';
  return Number(text);
}

describe('money in the console', () => {
  it('a balance deposit from the client Accounts tab changes the balance shown', async () => {
    const { client, account } = pick[0] ?? expect.unreachable();
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test');
    await openAccounts(page, client);
    const before = await balanceShown(page, account.login_id);

    await page.getByRole('button', { name: `Balance operation on ${account.login_id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Balance operation' });
    // Deposit presets of the account's tier are quick-fill buttons.
    await dialog.getByRole('button', { name: '$100.00' }).click();
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('100');
    await dialog.getByLabel(/^Comment/).fill('Bank wire received');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Post deposit' }).click();
    await page.getByText(/Balance deposit of \$100\.00 posted/).waitFor();
    await expect.poll(() => balanceShown(page, account.login_id)).toBe(before + 100);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('a withdrawal processed from Pending withdrawals moves the balance and the badge', async () => {
    const { client, account } = pick[1] ?? expect.unreachable();
    await funding.deposit(account._id, '500.00');
    const request = await admin.raise({
      request_type: 'withdrawFromAccount',
      account: account._id,
      amount: '120.50',
      method: 'skrill',
    });
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test', undefined, `/clients/${client}`);
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('table', { name: 'Live accounts' }).getByRole('cell').first().waitFor();
    const before = await balanceShown(page, account.login_id);

    await page.goto('/finances/pending-withdrawals');
    const row = page.getByRole('row').filter({ hasText: request.user.readableId }).filter({ hasText: '$120.50' });
    await row.waitFor();
    const badgeBefore = await badgeOf(page, 'Pending withdrawals');
    expect(badgeBefore).toBe(await funding.queueCount('finances.pendingWithdrawals'));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process request' });
    await dialog.getByLabel('Pay out by').selectOption('bank_wire');
    // A fee with too many digits is explained, and the explanation wraps inside the dialog (which
    // sits in a nowrap table cell in the DOM) instead of pushing its buttons out of view.
    await dialog.getByLabel('Fee (optional)').fill('1.234');
    await dialog.getByText(/^The fee must be an amount in USD with at most 2 decimal places$/).waitFor();
    const [box, button] = [
      await dialog.boundingBox(),
      await dialog.getByRole('button', { name: 'Process' }).boundingBox(),
    ];
    expect(button && box && button.x + button.width <= box.x + box.width).toBe(true);
    await dialog.getByLabel('Fee (optional)').fill('1.50');
    await dialog.getByRole('button', { name: 'Process' }).click();
    await page.getByText('Request processed').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => badgeOf(page, 'Pending withdrawals')).toBe(badgeBefore - 1);

    await page.goto(`/clients/${client}`);
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('table', { name: 'Live accounts' }).getByRole('cell').first().waitFor();
    await expect.poll(() => balanceShown(page, account.login_id)).toBe(before - 120.5);
    await context.close();
  });

  it('rejecting a request needs a reason, which the list then shows', async () => {
    const { account } = pick[2] ?? expect.unreachable();
    await funding.deposit(account._id, '300.00');
    const request = await admin.raise({
      request_type: 'withdrawFromAccount',
      account: account._id,
      amount: '75.00',
      method: 'neteller',
    });
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test', undefined, '/finances/pending-withdrawals');
    const row = page.getByRole('row').filter({ hasText: request.user.readableId }).filter({ hasText: '$75.00' });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject request' });
    const submit = dialog.getByRole('button', { name: 'Reject' });
    expect(await submit.isDisabled()).toBe(true);
    // Focus starts in the reason, so typing at once fills it (and a space does not press Close);
    // closing gives focus back to the button that opened the dialog.
    await page.keyboard.type('Client called ');
    expect(await dialog.getByLabel(/^Reason for rejecting/).inputValue()).toBe('Client called ');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await row.getByRole('button', { name: 'Reject' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await row.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByLabel(/^Reason for rejecting/).fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel(/^Reason for rejecting/).fill('The account holder name does not match');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submit.click();
    await page.getByText('Request rejected').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await page.goto(`/requests?filters=${encodeURIComponent('status[eq]:reject')}`);
    await page
      .getByRole('row')
      .filter({ hasText: request.user.readableId })
      .getByText('Rejected: The account holder name does not match')
      .waitFor();
    await context.close();
  });

  it('the deposits list is grouped under day headings like "Jan 5, 2024"', async () => {
    const { account } = pick[3] ?? expect.unreachable();
    await funding.deposit(account._id, '42.42');
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test', undefined, '/finances/deposits');
    const table = page.getByRole('table', { name: 'Deposits' });
    const today = format(new Date(), 'MMM d, yyyy');
    const heading = table.getByRole('columnheader', { name: today, exact: true });
    await heading.waitFor();
    const headings = await table.locator('tr.list-day th').allTextContents();
    expect(headings.length).toBeGreaterThan(0);
    for (const h of headings) expect(h).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(new Set(headings).size).toBe(headings.length);
    // The new deposit is in today's group, with its currency's two digits.
    await table.getByRole('row').filter({ hasText: '$42.42' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('a withdrawal over the four-eyes threshold waits for a second staff member after the first approval', async () => {
    const { account } = pick[4] ?? expect.unreachable();
    await funding.deposit(account._id, '2000.00');
    const request = await admin.raise({
      request_type: 'withdrawFromAccount',
      account: account._id,
      amount: '1500.00',
      method: 'skrill',
    });
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test', undefined, '/finances/pending-withdrawals');
    const row = page.getByRole('row').filter({ hasText: request.user.readableId }).filter({ hasText: '$1,500.00' });
    await row.getByText('Over the four-eyes threshold: needs two staff approvals').waitFor();
    await row.getByRole('button', { name: 'First approval' }).click();
    const first = page.getByRole('dialog', { name: 'First approval' });
    await first.getByText('after your approval a different staff member pays it out').waitFor();
    await first.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('First approval recorded: awaiting second approval by another staff member').waitFor();
    await row.getByText('Awaiting second approval by another staff member').waitFor();
    // The same staff member cannot give the second approval; reject and delay stay open.
    await row.getByText('You gave the first approval').waitFor();
    expect(await row.getByRole('button', { name: /Process|approval|Approve/ }).count()).toBe(0);
    await context.close();

    // A third staff member (the admin raised it, funding approved it) sees that it was approved, and pays it out.
    await admin.addPayer('payer@demo.test');
    const second = await newContext(browser, server.url);
    const other = await second.newPage();
    await signIn(other, 'payer@demo.test', undefined, '/finances/pending-withdrawals');
    const again = other.getByRole('row').filter({ hasText: request.user.readableId }).filter({ hasText: '$1,500.00' });
    await again.getByRole('button', { name: /approval|Approve|Process/ }).click();
    const payOut = other.getByRole('dialog', { name: 'Second approval: pay out' });
    await payOut.getByText(/^First approved by .+\. Your approval pays it out\.$/).waitFor();
    await payOut.getByRole('button', { name: 'Approve and pay out' }).click();
    await other.getByText('Request processed').waitFor();
    await expect.poll(() => again.count()).toBe(0);
    await second.close();
  });

  it('a crypto deposit is confirmed from Pending deposits, with its whole transaction hash shown first', async () => {
    const { account } = pick[5] ?? expect.unreachable();
    const hash = `0x${'9f3c'.repeat(16)}`;
    const request = await admin.raise({
      request_type: 'depositCryptoToAccount',
      account: account._id,
      amount: '321.00',
      crypto_currency: 'USDT',
      tx_hash: hash,
    });
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test', undefined, '/finances/pending-deposits');
    const row = page.getByRole('row').filter({ hasText: request.user.readableId }).filter({ hasText: '$321.00' });
    await row.getByRole('button', { name: 'Process' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process request' });
    await dialog.getByText(hash, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Process' }).click();
    await page.getByText('Request processed').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });

  it('a withdrawals notification link (/withdrawals) opens the pending withdrawals queue', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'funding@demo.test', undefined, '/withdrawals');
    await page.waitForURL(/\/finances\/pending-withdrawals$/);
    await page.getByRole('heading', { name: /Pending withdrawals/ }).waitFor();
    await context.close();
  });
});
