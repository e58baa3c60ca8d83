import { currencyEntryOf, type TBrandPosition, type TTradingAccount } from '@crm/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { apiAs, clientsWithAccounts } from './money-api.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;
let admin: Awaited<ReturnType<typeof apiAs>>;
let pick: ReturnType<typeof clientsWithAccounts>;

beforeAll(async () => {
  // Its own server: these tests change and delete accounts.
  server = await startServer({}, { withAccounts: true });
  browser = await launchBrowser();
  admin = await apiAs(server.url, 'admin@demo.test');
  // Accounts e2e/seed-accounts.mjs just opened: empty, no positions, one client per test.
  pick = clientsWithAccounts(await admin.liveAccounts()).filter(
    ({ account }) => Number(account.balance) === 0 && Number(account.credit) === 0 && account.open_positions === 0,
  );
  expect(pick.length).toBeGreaterThanOrEqual(4);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tableOf = (page: Page, environment: TTradingAccount['environment_type'] = 'live') =>
  page.getByRole('table', { name: environment === 'live' ? 'Live accounts' : 'Demo accounts' });

/** The client's Accounts tab, with one account's panel open. */
async function openAccount(page: Page, account: TTradingAccount) {
  await page.goto(`/clients/${account.user}`);
  await page.getByRole('tab', { name: 'Accounts' }).click();
  if (account.environment_type === 'demo') await page.getByText('Demo', { exact: true }).click();
  const login = tableOf(page, account.environment_type).getByRole('button', { name: account.login_id, exact: true });
  await login.click();
  expect(await login.getAttribute('aria-expanded')).toBe('true');
  const panel = page.getByRole('region', { name: new RegExp(`^\\S+ ${account.login_id} \\(`) });
  await panel.waitFor();
  return panel;
}

/** A cell of the account's row, found by its column's heading. */
async function rowCell(page: Page, account: TTradingAccount, heading: string) {
  const table = tableOf(page, account.environment_type);
  const column = (await table.getByRole('columnheader').allTextContents()).indexOf(heading);
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: account.login_id, exact: true }) });
  return (await row.getByRole('cell').nth(column).textContent()) ?? '';
}

describe('account settings, switches and deletion on the client Accounts tab', () => {
  it('dealing changes the leverage and account type, and they stay after a reload', async () => {
    const { account } = pick[0] ?? expect.unreachable();
    const next = account.leverage === 200 ? 300 : 200;
    const type = account.account_type === 'hedged' ? 'Netted' : 'Hedged';
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'dealing@demo.test');
    const panel = await openAccount(page, account);
    // Dealing may update and see trades, not delete.
    expect(await panel.getByRole('button', { name: 'Delete account' }).count()).toBe(0);
    await panel.getByRole('table', { name: `Open trades of ${account.login_id}` }).waitFor();
    const save = panel.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await panel.getByLabel('Leverage').selectOption(String(next));
    await panel.getByLabel('Account type').selectOption({ label: type });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await save.click();
    await page.getByText(`${account.login_id} saved: leverage 1:${next}, ${type.toLowerCase()}`).waitFor();
    await expect.poll(() => rowCell(page, account, 'Leverage')).toBe(`1:${next}`);

    await page.reload();
    const again = await openAccount(page, account);
    expect(await rowCell(page, account, 'Leverage')).toBe(`1:${next}`);
    expect(await rowCell(page, account, 'Type')).toBe(type);
    expect(await again.getByLabel('Leverage').inputValue()).toBe(String(next));
    await context.close();
  });

  it('dealing switches deposits off, and the switch stays off after a reload', async () => {
    const { account } = pick[1] ?? expect.unreachable();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'dealing@demo.test');
    const panel = await openAccount(page, account);
    const deposits = panel.getByRole('switch', { name: 'Deposits' });
    expect(await deposits.getAttribute('aria-checked')).toBe('true');
    // By keyboard: focus and Space, as a switch is operated.
    await deposits.focus();
    await page.keyboard.press('Space');
    await page.getByText(`Deposits blocked on ${account.login_id}`).waitFor();
    expect(await deposits.getAttribute('aria-checked')).toBe('false');

    await page.reload();
    const again = await openAccount(page, account);
    expect(await again.getByRole('switch', { name: 'Deposits' }).getAttribute('aria-checked')).toBe('false');
    expect(await again.getByRole('switch', { name: 'Trading' }).getAttribute('aria-checked')).toBe('true');
    expect((await admin.get<TTradingAccount>(`/dashboard/users/accounts/${account._id}`)).permissions.deposit).toBe(
      false,
    );
    await context.close();
  });

  it('sales sees the switches as text and no settings, deletion or trades', async () => {
    const { account } = pick[1] ?? expect.unreachable();
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signIn(page, 'sales@demo.test');
    const panel = await openAccount(page, account);
    await panel.getByText('Deposits: off').waitFor();
    expect(await panel.getByRole('switch').count()).toBe(0);
    expect(await panel.getByRole('button', { name: /Save|Delete account/ }).count()).toBe(0);
    expect(await panel.getByRole('table').count()).toBe(0);
    await context.close();
  });

  it('admin cannot delete an account that holds money (the server says why), and can delete an empty one', async () => {
    const { account: funded } = pick[2] ?? expect.unreachable();
    const { account: empty } = pick[3] ?? expect.unreachable();
    await (await apiAs(server.url, 'funding@demo.test')).deposit(funded._id, '25.00');
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test');

    let panel = await openAccount(page, funded);
    await panel.getByRole('button', { name: 'Delete account' }).click();
    // Asked once more in place; "Keep" (the safe answer) has the focus.
    const keep = panel.getByRole('button', { name: 'Keep' });
    await expect.poll(() => keep.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Delete for good' }).click();
    await panel
      .getByRole('alert')
      .getByText(/still has a balance/)
      .waitFor();
    expect(await tableOf(page).getByRole('cell', { name: funded.login_id, exact: true }).count()).toBe(1);

    panel = await openAccount(page, empty);
    await panel.getByRole('button', { name: 'Delete account' }).click();
    await panel.getByRole('button', { name: 'Keep' }).click();
    await panel.getByRole('button', { name: 'Delete account' }).click();
    await panel.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText(`Account ${empty.login_id} deleted`).waitFor();
    await expect.poll(() => tableOf(page).getByRole('cell', { name: empty.login_id, exact: true }).count()).toBe(0);
    expect(await panel.count()).toBe(0);
    await context.close();
  });
});

describe('trades of an account', () => {
  it('open trades show P/L in the account currency, are read again every 5 s, and closed trades are one click away', async () => {
    // The demo seed opens positions; the account with the most on the first page is the one to look at.
    const positions = await admin.get<{ docs: TBrandPosition[] }>('/dashboard/users/trades/positions?limit=200');
    const counts = new Map<string, number>();
    for (const p of positions.docs) counts.set(p.account._id, (counts.get(p.account._id) ?? 0) + 1);
    const [accountId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? expect.unreachable();
    const account = await admin.get<TTradingAccount>(`/dashboard/users/accounts/${accountId}`);
    expect(account.open_positions).toBeGreaterThan(0);

    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'dealing@demo.test');
    const panel = await openAccount(page, account);
    expect(Number(await rowCell(page, account, 'Positions'))).toBeGreaterThan(0);
    // The account with the most trades may hold crypto: its equity shows its currency's own digits (BTC 8).
    const digits = currencyEntryOf(account.currency)?.digits ?? expect.unreachable();
    expect(await rowCell(page, account, 'Equity')).toMatch(new RegExp(`\\d\\.\\d{${digits}}$`));
    const open = panel.getByRole('table', { name: `Open trades of ${account.login_id}` });
    const first = open.getByRole('row').nth(1);
    await first.getByRole('cell', { name: 'Open', exact: true }).waitFor();
    const headings = await open.getByRole('columnheader').allTextContents();
    expect(headings).toEqual([
      'Symbol',
      'Side',
      'Volume',
      'Open price',
      'Current price',
      'P/L',
      'Swap',
      'Commission',
      'Net P/L',
      'Opened',
      'Status',
    ]);
    const profit = first.getByRole('cell').nth(headings.indexOf('P/L'));
    // Fiat with 2 digits, crypto with its own; a loss carries its minus and the loss colour.
    expect(await profit.textContent()).toMatch(/^-?\D+[\d,]+\.\d{2,9}$/);
    expect(await profit.locator('span').getAttribute('class')).toMatch(/^pl-(gain|loss|flat)$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Prices move on the server: the open list is asked for again within the 5 s interval.
    const again = await page.waitForRequest((r) => r.url().includes(`/accounts/${account._id}/trades?type=open`), {
      timeout: 8000,
    });
    expect(again.method()).toBe('GET');

    await panel.getByText('Closed', { exact: true }).click();
    const closed = panel.getByRole('table', { name: `Closed trades of ${account.login_id}` });
    await closed.getByRole('cell').first().waitFor();
    expect(await closed.getByRole('columnheader').allTextContents()).toContain('Close price');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('opening a trading account from the console', () => {
  it('admin opens a demo cTrader account with its tier, and the client log says so', async () => {
    const { client } = pick[0] ?? expect.unreachable();
    const context = await newContext(browser, server.url, undefined, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, `/clients/${client}`);
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('button', { name: 'Open account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open account' });
    // Live tiers show their minimum deposit (spec point 9).
    await dialog.getByLabel('Tier').locator('option', { hasText: 'VIP · minimum deposit $1,000.00' }).waitFor({
      state: 'attached',
    });
    await dialog.getByText('Demo', { exact: true }).click();
    await dialog.getByLabel('Platform').selectOption('ctrader');
    await dialog.getByLabel('Tier').selectOption('vip');
    await dialog.getByLabel('Leverage').selectOption('200');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Open account' }).click();
    const toast = page.locator('.toasts .toast-success').filter({ hasText: /cTrader demo account \d+ opened/ });
    await toast.waitFor();
    const login = (await toast.textContent())?.match(/account (\d+) opened/)?.[1] ?? expect.unreachable();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('Demo', { exact: true }).click();
    await tableOf(page, 'demo').getByRole('button', { name: login, exact: true }).waitFor();
    const opened = (
      await admin.get<{ docs: TTradingAccount[] }>(`/dashboard/users/accounts?environment_type=demo&user=${client}`)
    ).docs.find((a) => a.login_id === login);
    expect(opened).toMatchObject({ platform: 'ctrader', tier: 'vip', leverage: 200, environment_type: 'demo' });

    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByText('Account opened', { exact: true }).first().waitFor();
    await context.close();
  });
});
