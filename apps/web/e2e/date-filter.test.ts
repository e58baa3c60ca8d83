import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';

let browser: Browser;
// The shared server of the browser tests (global-setup.ts): these tests only read.
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the date filter', () => {
  for (const mode of ['dark', 'light'] as const) {
    it(`reads and writes dd/MM/yyyy, typed or picked, in the ${mode} theme`, async () => {
      // A US browser locale: the field must still read day first.
      const context = await newContext(browser, baseUrl, undefined, true, 'en-US');
      await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
      const page = await context.newPage();
      await signIn(page, 'admin@demo.test', undefined, '/requests');
      await page.getByRole('heading', { name: /All requests/ }).waitFor();

      const from = page.getByRole('group', { name: 'From' });
      await from.getByRole('spinbutton', { name: /day/ }).click();
      await page.keyboard.type('07032026');
      await page.waitForURL((url) => url.searchParams.get('fromDate') === '2026-03-07');
      expect(await from.getByRole('spinbutton').allTextContents()).toEqual(['07', '03', '2026']);

      // The "to" side from its calendar: the 15th of the month it opens on.
      await page.getByRole('button', { name: 'Choose To on a calendar' }).click();
      const calendar = page.getByRole('dialog', { name: 'To' });
      await calendar.getByRole('button', { name: /15/ }).first().click();
      await page.waitForURL((url) => /^\d{4}-\d{2}-15$/.test(url.searchParams.get('toDate') ?? ''));
      const to = page.getByRole('group', { name: 'To' });
      expect((await to.getByRole('spinbutton').allTextContents())[0]).toBe('15');

      // Reload: the URL keeps the filter, the field shows it day first.
      await page.reload();
      await page.getByRole('group', { name: 'From' }).waitFor();
      expect(await page.getByRole('group', { name: 'From' }).getByRole('spinbutton').allTextContents()).toEqual([
        '07',
        '03',
        '2026',
      ]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
