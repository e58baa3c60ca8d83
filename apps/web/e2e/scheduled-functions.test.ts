import { elScheduledFunctions } from '@crm/contracts/locales/el/scheduled-functions';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, signIn } from './browser.ts';
import { call, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('internals › scheduled functions and server status', () => {
  it('lists the registry’s functions, runs one now and shows it in the history, edits a schedule', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/internals/scheduled-functions');
    await page.getByRole('heading', { name: 'Scheduled functions', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Scheduled functions' });
    for (const name of ['audit-sealer', 'price-feed', 'reconciliation', 'prune-login-failures'])
      await table.getByText(name, { exact: true }).waitFor();
    // The price feed runs every two seconds: its schedule in words and in cron.
    const feed = table.locator('tr', { has: page.getByText('price-feed', { exact: true }) });
    await feed.getByText('Every 2 seconds').waitFor();
    await feed.getByText('*/2 * * * * *').waitFor();

    // Run now: queued, claimed by the server's runner within a second, then succeeded in the history.
    await page.getByRole('button', { name: 'Run now: prune-login-failures' }).click();
    const history = page.getByRole('table', { name: 'Runs of prune-login-failures' });
    const manual = history.locator('tr', { hasText: 'Run now' }).first();
    await manual.getByText('Succeeded').waitFor({ timeout: 20_000 });
    expect(await manual.textContent()).toContain('{"pruned":');

    // Edit: a schedule croner refuses is named at its field, a good one is saved and described.
    await page.getByRole('button', { name: 'Edit prune-function-runs' }).click();
    const dialog = page.getByRole('dialog');
    const cron = dialog.getByLabel(/Schedule/);
    await cron.fill('61 * * * *');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /minute/i })
      .waitFor();
    await cron.fill('0 15 4 * * *');
    await dialog.getByLabel(/Parameters/).fill('{"keepDays": 0, "keepPerFunction": 500}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'keepDays' }).waitFor();
    await dialog.getByLabel(/Parameters/).fill('{"keepDays": 5, "keepPerFunction": 500}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pruneRow = table.locator('tr', { has: page.getByText('prune-function-runs', { exact: true }) });
    await pruneRow.getByText('At 04:15').waitFor();
    await pruneRow.getByText('Edited').waitFor();

    // The switch turns it off (no next run) and on again.
    await pruneRow.getByRole('switch').click();
    await pruneRow.getByRole('switch', { checked: false }).waitFor();
    await pruneRow.getByText('Switched off').waitFor();
    await pruneRow.getByRole('switch').click();
    await pruneRow.getByRole('switch', { checked: true }).waitFor();
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('speaks Greek: each function’s description and its schedule in words', async () => {
    // A colleague of their own, so switching the language touches no other file's user.
    const email = `greek.sched.${Date.now()}@demo.test`;
    const password = 'Greek-Schedules-2026';
    await call(await tokenOf('admin@demo.test'), 'POST', '/dashboard/crmusers', {
      first_name: 'Nikos',
      last_name: 'Papadakis',
      email,
      department: 'admin',
      password,
      permissions: ['scheduled_functions.view_functions', 'scheduled_functions.edit_functions'],
    });
    const token = await tokenOf(email, password);
    await call(token, 'PUT', '/dashboard/crmusers/current/language', { language: 'el' });
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await signIn(page, email, password, '/internals/scheduled-functions');
      await page.getByRole('heading', { name: 'Προγραμματισμένες εργασίες', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Προγραμματισμένες εργασίες' });
      await table.getByRole('columnheader', { name: 'Χρονοδιάγραμμα (UTC)' }).waitFor();
      const rowOf = (name: string) => table.locator('tr', { has: page.getByText(name, { exact: true }) });
      const feed = rowOf('price-feed');
      await feed.getByText(elScheduledFunctions['scheduled.fn.price-feed']).waitFor();
      await feed.getByText('Κάθε 2 δευτερόλεπτα').waitFor();
      await rowOf('audit-sealer').getByText('Κάθε δευτερόλεπτο').waitFor();
      await rowOf('reconciliation').getByText('Κάθε 10 λεπτά').waitFor();
      await rowOf('adopt-accounts').getByText('Στις 04:00').waitFor();
      // No English left in those cells: not the server's description, not cronstrue's English.
      expect(await feed.textContent()).not.toContain('Moves the simulated prices');
      expect(await feed.textContent()).not.toContain('Every 2 seconds');
      expect(await page.locator('html').getAttribute('lang')).toBe('el');
      expect(cspViolations).toEqual([]);
    } finally {
      await call(token, 'PUT', '/dashboard/crmusers/current/language', { language: 'en' });
      await context.close();
    }
  });

  it('shows the server instance live with its measurements and the latest checks', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    // The admin role alone does not open it (explicit permission): the demo's operations user does.
    await signIn(page, 'operations@demo.test', undefined, '/internals/server-status');
    await page.getByRole('heading', { name: 'Server status', level: 1 }).waitFor();
    const instance = page.getByRole('article').filter({ hasText: 'Live' }).first();
    await instance.waitFor({ timeout: 20_000 });
    for (const label of [
      'Memory (RSS / heap)',
      'Event-loop delay p99',
      'Requests, last minute',
      'Database latency',
      'Job runner',
    ])
      await instance.getByText(label).waitFor();
    await page.getByText('Reconciliation', { exact: true }).waitFor();
    await page.getByText('Audit-chain verification', { exact: true }).waitFor();
    await context.close();
  });
});
