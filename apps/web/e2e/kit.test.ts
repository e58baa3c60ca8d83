import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;
const shots = mkdtempSync(path.join(tmpdir(), 'crm-kit-'));
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the console kit catalogue (/kit)', () => {
  for (const mode of ['dark', 'light'] as const) {
    it(`shows every component working, without serious accessibility faults, in the ${mode} theme`, async () => {
      const context = await newContext(browser, server.url, { width: 1360, height: 1800 }, true);
      await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
      const page = await context.newPage();
      await signIn(page, 'admin@demo.test', undefined, '/kit');
      await page.getByRole('heading', { name: 'Console kit' }).waitFor();
      const names = await page.locator('.kit-sample h2').allTextContents();
      expect(names).toEqual([
        'Number input',
        'Date range',
        'Multi-select',
        'Switch',
        'Filter chips',
        'Dropdown menu',
        'Toasts',
        'Dialog',
        'Floating panel',
        'Tooltip',
        'Table and pager',
      ]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Live, not pictures: a toast shows, a chip goes, the dialog opens and closes with Escape.
      await page.getByRole('button', { name: 'Show success' }).click();
      await page.getByText('A success message').waitFor();
      await page.getByRole('button', { name: 'Delete filter Status: Pending' }).click();
      expect(await page.getByText('Status: Pending').count()).toBe(0);
      await page.getByRole('button', { name: 'Open a dialog' }).click();
      await page.getByRole('dialog', { name: 'Reject the request' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Reject the request' }).waitFor({ state: 'detached' });
      await page.screenshot({ path: path.join(shots, `kit-${mode}.png`), fullPage: true });
      await context.close();
    });
  }
});
