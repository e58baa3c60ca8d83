/**
 * `npm run screenshots`: the main pages in Debian's Chromium, dark and light, into
 * docs/screenshots/ (the README shows them). Uses the built console and a fresh demo server.
 */
import path from 'node:path';
import type { TBrandPosition, TTradingAccount } from '@crm/contracts';
import { DEMO_PASSWORD, launchBrowser } from '../e2e/browser.ts';
import { apiAs, clientsWithAccounts } from '../e2e/money-api.ts';
import { startServer } from '../e2e/server.ts';
import { shootBlogPages } from './blog-screenshots.ts';
import { prepareCalendarShots, shootCalendarPages } from './calendar-screenshots.ts';
import { prepareClientMessageShots, shootClientMessages } from './client-messages-shots.ts';
import { shootDailyAnalysis } from './daily-analysis-shots.ts';
import { ibLeadsShots, prepareIbLeadsShots } from './ib-leads-shots.ts';
import { shootOpenPayd } from './open-payd-shots.ts';
import { prepareSegmentShots, shootSegmentPages } from './segments-screenshots.ts';
import { prepareStaffUserShots, staffUserShots } from './staff-user-shots.ts';
import { shootTranslationTool } from './translations-screenshots.ts';
import { shootUsersPages } from './users-screenshots.ts';

const out = path.resolve(import.meta.dirname, '../../../docs/screenshots');
// Trading accounts (the demo opens none) with some money and requests, for the money pages.
const server = await startServer({}, { withAccounts: true });
const browser = await launchBrowser();
const admin = await apiAs(server.url, 'admin@demo.test');
const funding = await apiAs(server.url, 'funding@demo.test');
const picked = clientsWithAccounts(await admin.liveAccounts()).slice(0, 16);
for (const [i, { account }] of picked.entries()) {
  await funding.deposit(account._id, (250 + i * 137.5).toFixed(2));
  if (i % 2 === 0) {
    // Raised by funding, so the admin in the pictures may act on them.
    await funding.raise({
      request_type: 'withdrawFromAccount',
      account: account._id,
      amount: (40 + i * 5).toFixed(2),
      method: i % 4 === 0 ? 'skrill' : 'bank_wire',
    });
  }
  if (i % 5 === 0) await admin.raise({ request_type: 'changeAccountLeverage', account: account._id, leverage: 200 });
}
// A change of the approval policy waiting for a second administrator, for its page.
await admin.post('/dashboard/approvalPolicies/changes', {
  withdrawal: '25000',
  balance: '5000',
  credit: '2500',
  refund: null,
  comment: 'Segregation of duties on money',
});
const moneyClient = picked[0]?.client ?? '';
// The account with the most open positions (the demo seed opens them), for the account panel.
const positions = await admin.get<{ docs: TBrandPosition[] }>('/dashboard/users/trades/positions?limit=200');
const openCounts = new Map<string, number>();
for (const p of positions.docs) openCounts.set(p.account._id, (openCounts.get(p.account._id) ?? 0) + 1);
const [traderId = ''] = [...openCounts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
const trader = await admin.get<TTradingAccount>(`/dashboard/users/accounts/${traderId}`);
const salesStaffId = await prepareStaffUserShots(server.url);
const segmentId = await prepareSegmentShots(server.url);
const calendarClient = await prepareCalendarShots(server.url);
// App ribbons: a promotion to a segment written by marketing (waiting for a second person) and a live warning.
const smsSend = await prepareClientMessageShots(server.url, segmentId);
// App ribbons: a promotion written by marketing (waiting for a second person) and a live warning.
const marketing = await apiAs(server.url, 'marketing@demo.test');
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const promoRibbon = await marketing.post<{ _id: string }>('/dashboard/users/ribbons', {
  texts: [
    { language: 'en', text: 'Trade gold with spreads from 0.2 pips this week', cta_label: 'Trade now' },
    { language: 'de', text: 'Gold handeln mit Spreads ab 0,2 Pips', cta_label: 'Jetzt handeln' },
  ],
  link_url: 'https://meridian.example/gold',
  style: 'promo',
  starts_at: hours(-1),
  ends_at: hours(72),
  priority: 20,
  active: true,
  segment_id: segmentId,
});
await marketing.post('/dashboard/users/ribbons', {
  texts: [{ language: 'en', text: 'Upload a proof of address to keep trading without limits', cta_label: 'Upload' }],
  link_url: 'https://meridian.example/kyc',
  style: 'warning',
  starts_at: hours(-1),
  ends_at: hours(48),
  priority: 50,
  active: true,
  user_id: moneyClient,
});
const ibLeadImports = await prepareIbLeadsShots(server.url);
try {
  for (const mode of ['dark', 'light'] as const) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1360, height: 820 } });
    await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Meridian CRM' }).waitFor();
    await page.screenshot({ path: path.join(out, `login-${mode}.png`) });
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The dashboard at 1440×900: its key figures, queues and charts drawn (the chart library loads lazily).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('region', { name: 'Key figures' }).locator('.kpi').first().waitFor();
    await page.getByRole('region', { name: 'Registrations' }).locator('.report-chart-img svg').waitFor();
    await page.getByRole('region', { name: 'Pending queues' }).getByRole('link').first().waitFor();
    // The pointer is left where Sign in was: away from the cards, so no hover shows.
    await page.mouse.move(1439, 0);
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `dashboard-${mode}.png`) });
    await page.setViewportSize({ width: 1360, height: 820 });
    // The 40 px rail: icons only, the label of the one under the pointer as a tooltip.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Finances' }).hover();
    await page.getByRole('tooltip', { name: 'Finances' }).waitFor();
    await page.screenshot({ path: path.join(out, `rail-${mode}.png`) });
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.goto(`/clients/verified?filters=${encodeURIComponent('country[eq]:cy|gr')}`);
    await page.getByRole('cell').first().waitFor();
    await page.screenshot({ path: path.join(out, `clients-${mode}.png`) });
    await page.getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.screenshot({ path: path.join(out, `client-${mode}.png`) });
    await page.goto('/documents/pending-review');
    await page.getByRole('region', { name: 'Document under review' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `documents-${mode}.png`) });
    await page.goto('/requests');
    await page.getByRole('table', { name: 'Requests' }).getByRole('link').first().waitFor();
    await page.screenshot({ path: path.join(out, `requests-${mode}.png`) });
    // The kit's catalogue, whole, with a date field's calendar open (dd/MM/yyyy in every theme).
    await page.goto('/kit');
    await page.getByRole('heading', { name: 'Console kit' }).waitFor();
    await page.getByRole('button', { name: 'Choose To on a calendar' }).click();
    await page.getByRole('dialog', { name: 'To' }).waitFor();
    await page.screenshot({ path: path.join(out, `kit-${mode}.png`), fullPage: true });
    await page.keyboard.press('Escape');
    await page.goto('/finances/deposits');
    await page.getByRole('table', { name: 'Deposits' }).locator('tr.list-day').first().waitFor();
    await page.screenshot({ path: path.join(out, `deposits-${mode}.png`) });
    await page.goto('/finances/withdrawals');
    await page.getByRole('table', { name: 'Withdrawals' }).locator('tr.list-day').first().waitFor();
    await page.screenshot({ path: path.join(out, `withdrawals-${mode}.png`) });
    await page.goto('/finances/pending-withdrawals');
    await page.getByRole('table', { name: 'Pending withdrawals' }).getByRole('link').first().waitFor();
    await page.screenshot({ path: path.join(out, `pending-withdrawals-${mode}.png`) });
    await page.goto(`/clients/${moneyClient}`);
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('table', { name: 'Live accounts' }).getByRole('cell').first().waitFor();
    await page
      .getByRole('button', { name: /^Balance operation on/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Balance operation' }).getByRole('button', { name: '$100.00' }).click();
    await page.screenshot({ path: path.join(out, `client-accounts-${mode}.png`) });
    await page.keyboard.press('Escape');
    await page.goto(`/clients/${trader.user}`);
    await page.getByRole('tab', { name: 'Accounts' }).click();
    if (trader.environment_type === 'demo') await page.getByText('Demo', { exact: true }).click();
    await page.getByRole('button', { name: trader.login_id, exact: true }).click();
    await page
      .getByRole('table', { name: `Open trades of ${trader.login_id}` })
      .getByRole('cell', { name: 'Open', exact: true })
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(out, `client-account-${mode}.png`) });
    // Reports: finances and first-time deposits (issue #15), at 1440×900 over the demo's money.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/reports/finances');
    await page
      .getByRole('table', { name: /^Finances per day/ })
      .locator('tfoot tr')
      .waitFor();
    await page.locator('.report-chart svg').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `finances-${mode}.png`) });
    await page.goto('/reports/firstTimeDeposits?period=yearToDate&groupBy=month');
    await page
      .getByRole('table', { name: /^First-time deposits per month/ })
      .locator('tfoot tr')
      .waitFor();
    await page.locator('.report-chart svg').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `first-time-deposits-${mode}.png`) });
    // The UTM and campaign reports (issue #15), at 1440x900, over the demo's last month and this quarter.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/reports/utms?period=lastMonth');
    await page.getByRole('table', { name: 'UTM sources' }).locator('tfoot').waitFor();
    await page.locator('.report-chart-img svg').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(out, `utms-${mode}.png`) });
    await page.goto('/reports/campaigns?period=thisQuarter');
    await page.getByRole('table', { name: 'Campaigns per period' }).locator('tfoot').waitFor();
    await page.locator('.report-chart-img svg').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(out, `campaigns-${mode}.png`) });
    // Reports: active traders and balance and equity (issue #15), at 1440×900. The deal import runs a
    // minute after the server starts: wait for its first run, so the traders are drawn, not the empty state.
    for (let i = 0; i < 60; i++) {
      const year = `${new Date().getUTCFullYear()}-01-01`;
      const today = new Date().toISOString().slice(0, 10);
      const traders = await admin.get<{ as_of: string | null }>(
        `/dashboard/users/activeTraders?from=${year}&to=${today}&top=1`,
      );
      if (traders.as_of) break;
      await page.waitForTimeout(2000);
    }
    await page.goto('/reports/activeTraders');
    await page
      .getByRole('table', { name: /^Active traders, / })
      .locator('tfoot tr')
      .waitFor();
    await page.locator('.report-chart svg').first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `active-traders-${mode}.png`) });
    await page.goto('/reports/balanceEquity');
    await page.getByRole('heading', { name: /^Accounts \(/ }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `balance-equity-${mode}.png`) });
    // The tools (issue #15), at 1440×900: the UTM builder with a link typed in, analytics, the leaderboard.
    await page.goto('/tools/utm-builder');
    await page.getByLabel('Name').fill('Black Friday carousel');
    await page.getByLabel('Page on the site').fill('/promo/black-friday');
    await page.getByLabel('Source').fill('facebook');
    await page.getByLabel('Medium', { exact: true }).fill('paid-social');
    await page.getByLabel('Campaign', { exact: true }).fill('black-friday-2026');
    if (mode === 'dark') {
      await page.getByRole('button', { name: 'Keep the link' }).click();
      await page.getByRole('cell', { name: 'Black Friday carousel', exact: true }).waitFor();
      await page.getByLabel('Name').fill('Newsletter, December');
      await page.getByLabel('Source').fill('newsletter');
      await page.getByLabel('Medium', { exact: true }).fill('email');
      await page.getByLabel('Campaign', { exact: true }).fill('december-2026');
    }
    await page.locator('output.utm-preview code').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(out, `utm-builder-${mode}.png`) });
    await page.goto('/tools/analytics?period=lastMonth&groupBy=day');
    await page
      .getByRole('table', { name: 'Registrations, devices and sign-ins per period' })
      .locator('tfoot')
      .waitFor();
    await page.locator('.report-chart-img svg').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(out, `analytics-${mode}.png`) });
    await page.goto('/tools/sales-leaderboard?period=yearToDate');
    await page.getByRole('table', { name: 'Sales agents, best first' }).locator('tfoot').waitFor();
    await page.locator('.report-chart-img svg').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(out, `sales-leaderboard-${mode}.png`) });
    // Administration › Permissions (issue #16): the matrix, with who holds one permission open.
    await page.goto('/administration/permissions');
    await page.getByRole('table', { name: 'Permissions of each role' }).waitFor();
    await page.getByRole('button', { name: 'Who has View notes', exact: true }).click();
    await page.getByRole('dialog', { name: 'Who has View notes' }).getByRole('listitem').first().waitFor();
    await page.screenshot({ path: path.join(out, `permissions-${mode}.png`) });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1360, height: 1100 });
    await page.goto('/administration/sales-assignment');
    await page.getByRole('table', { name: 'Sales agents of this brand' }).getByRole('link').first().waitFor();
    await page.getByRole('table', { name: 'Client app keys of this brand' }).getByText('Demo client app').waitFor();
    await page.screenshot({ path: path.join(out, `sales-assignment-${mode}.png`), fullPage: true });
    await page.setViewportSize({ width: 1360, height: 820 });
    await page.goto('/administration/permissions/approval-policies');
    await page.getByRole('region', { name: 'Pending change' }).waitFor();
    await page.getByRole('table', { name: 'Policy changes, newest first' }).getByRole('cell').first().waitFor();
    await page.screenshot({ path: path.join(out, `approval-policies-${mode}.png`), fullPage: true });
    await page.goto(`/client-communication/app-ribbon?ribbon=${promoRibbon._id}`);
    await page.getByTestId('ribbon-audience-count').waitFor();
    await page.screenshot({ path: path.join(out, `app-ribbon-${mode}.png`), fullPage: true });
    await page.goto('/administration/users');
    await page.getByRole('cell', { name: 'sales@demo.test' }).waitFor();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.screenshot({ path: path.join(out, `users-${mode}.png`) });
    await page.keyboard.press('Escape');
    await staffUserShots(page, salesStaffId, out, mode);
    // The audit log with the chain's verification and the newest money record opened beside it.
    await page.keyboard.press('Escape');
    await page.goto('/administration/logs?type=client');
    const logRows = page.getByRole('table', { name: 'Audit log, newest first' }).locator('tbody tr');
    await logRows.filter({ hasText: 'Client' }).first().click();
    await page.locator('.audit-record').waitFor();
    await page.getByRole('status').filter({ hasText: 'Hash chain' }).waitFor();
    await page.screenshot({ path: path.join(out, `logs-${mode}.png`) });
    // The job registry's functions with the price feed's live history.
    await page.goto('/internals/scheduled-functions');
    await page.getByRole('table', { name: 'Scheduled functions' }).getByText('price-feed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'History of price-feed' }).click();
    await page.getByRole('table', { name: 'Runs of price-feed' }).getByText('Succeeded').first().waitFor();
    await page.screenshot({ path: path.join(out, `scheduled-functions-${mode}.png`), fullPage: true });
    await shootUsersPages(browser, page, server.url, mode, out);
    await shootBlogPages(browser, server.url, mode, out);
    await shootTranslationTool(browser, server.url, mode, out);
    await shootSegmentPages(page, segmentId, out, mode);
    await shootClientMessages(page, smsSend, out, mode);
    await shootCalendarPages(page, mode, out, calendarClient);
    await page.getByRole('button', { name: 'Theme' }).click();
    // The security page while setting up (the admin is not enrolled, so the next theme's sign-in is
    // the password alone): QR code, key, code field; the two-factor policy below.
    await page.goto('/account/security');
    await page.getByLabel('Your current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    await page.getByRole('heading', { name: 'Two-factor policy' }).waitFor();
    await page.screenshot({ path: path.join(out, `security-${mode}.png`) });
    await context.close();
    await shootOpenPayd(browser, server.url, mode, out);
    // Server status needs the explicit permission: the demo's operations user holds it.
    const ops = await browser.newContext({ baseURL: server.url, viewport: { width: 1360, height: 820 } });
    await ops.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
    const opsPage = await ops.newPage();
    await opsPage.goto('/login');
    await opsPage.getByLabel('Email').fill('operations@demo.test');
    await opsPage.getByLabel('Password').fill(DEMO_PASSWORD);
    await opsPage.getByRole('button', { name: 'Sign in' }).click();
    await opsPage.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await opsPage.goto('/internals/server-status');
    await opsPage.getByRole('article').filter({ hasText: 'Live' }).first().waitFor();
    await opsPage.screenshot({ path: path.join(out, `server-status-${mode}.png`), fullPage: true });
    await ops.close();
    await shootDailyAnalysis(browser, server.url, mode, out);
    await ibLeadsShots(browser, server.url, ibLeadImports, out, mode);
  }
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
