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

  for (const mode of ['dark', 'light'] as const) {
    it(`the date-time field reads and writes dd/MM/yyyy HH:mm on a 24-hour clock, typed or picked, in the ${mode} theme`, async () => {
      // A US browser: a native datetime-local would write 03/07/2026 09:30 AM here.
      const context = await newContext(browser, baseUrl, undefined, true, 'en-US');
      await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
      const page = await context.newPage();
      await signIn(page, 'admin@demo.test', undefined, '/kit');
      const sample = page.locator('.kit-sample', { has: page.getByRole('heading', { name: 'Date and time' }) });
      const field = sample.getByRole('group', { name: 'Starts' });
      const value = sample.locator('output');
      const segments = () => field.getByRole('spinbutton').allTextContents();
      // The picker is fetched on first use: its hour segment says it has arrived.
      await field.getByRole('spinbutton', { name: /hour/ }).waitFor();
      expect(await segments()).toEqual(['07', '03', '2026', '09', '30']);
      expect((await field.locator('.date-input').textContent())?.trim()).toBe('07/03/2026 09:30');

      // Typed day first, then the hour on a 24-hour clock: the form holds the local time to the minute.
      await field.getByRole('spinbutton', { name: /day/ }).click();
      await page.keyboard.type('251220261405');
      await expect.poll(() => value.textContent()).toBe('Form value: 2026-12-25T14:05');
      expect(await segments()).toEqual(['25', '12', '2026', '14', '05']);

      // The day from the calendar keeps the time.
      await sample.getByRole('button', { name: 'Choose Starts on a calendar' }).click();
      await page.getByRole('dialog', { name: 'Starts' }).getByRole('button', { name: /15/ }).first().click();
      await expect.poll(() => value.textContent()).toBe('Form value: 2026-12-15T14:05');
      expect(await segments()).toEqual(['15', '12', '2026', '14', '05']);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
