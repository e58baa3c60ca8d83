import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';

let browser: Browser;
// The shared server of the browser tests (global-setup.ts): these tests only read.
const baseUrl = inject('baseUrl');
const shots = mkdtempSync(path.join(tmpdir(), 'crm-kit-'));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the console kit catalogue (/kit)', () => {
  for (const mode of ['dark', 'light'] as const) {
    it(`shows every component working, without serious accessibility faults, in the ${mode} theme`, async () => {
      const context = await newContext(browser, baseUrl, { width: 1360, height: 1800 }, true);
      await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
      const page = await context.newPage();
      await signIn(page, 'admin@demo.test', undefined, '/kit');
      await page.getByRole('heading', { name: 'Console kit' }).waitFor();
      const names = await page.locator('.kit-sample h2').allTextContents();
      expect(names).toEqual([
        'Spacing',
        'Type',
        'Radius',
        'Elevation',
        'Motion',
        'Both themes',
        'Number input',
        'Date range',
        'Date and time',
        'Multi-select',
        'Switch',
        'Fact list',
        'Filter chips',
        'Dropdown menu',
        'Toasts',
        'Dialog',
        'Floating panel',
        'Tooltip',
        'Tabs',
        'Popover',
        'Combobox',
        'Country picker',
        'Table and pager',
        'List states',
        'Long list',
        'Report page',
        'Report charts',
        'Report states',
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

  it('works by keyboard and pointer: dialog, tabs, popover, combobox, floating panel, rail tooltips', async () => {
    const viewport = { width: 1280, height: 800 };
    const context = await newContext(browser, baseUrl, viewport, true);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/kit');
    await page.getByRole('heading', { name: 'Console kit' }).waitFor();

    // A dialog is modal and named by its title; Escape closes it and focus returns to its opener.
    const opener = page.getByRole('button', { name: 'Open a dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Reject the request' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Reason').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // Tabs move with the arrow keys; the panel follows the chosen tab.
    const tabs = page.getByRole('tablist', { name: 'Sample client' });
    await tabs.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Documents' }).getByText('The documents: what the client sent.').waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe('true');

    // A popover opens beside its button, closes on Escape, and its own button can close it.
    const popoverButton = page.getByRole('region', { name: 'Popover' }).getByRole('button', { name: 'Columns' });
    await popoverButton.click();
    const popover = page.getByRole('dialog', { name: 'Shown columns' });
    await popover.waitFor();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    await popoverButton.click();
    await popover.getByRole('button', { name: 'Apply' }).click();
    await popover.waitFor({ state: 'detached' });

    // A combobox narrows its list to what is typed; the keyboard chooses.
    const desk = page.getByRole('combobox', { name: 'Desk' });
    // Typed as a person types: `fill` can land before the list opens on focus, and is then undone.
    await desk.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('co');
    const list = page.getByRole('listbox', { name: 'Desk' });
    await expect.poll(() => list.getByRole('option').allTextContents()).toEqual(['Conversion', 'Compliance']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => desk.inputValue()).toBe('Conversion');

    // The list kit: a header sorts on the first click, turns round on the second; a long list keeps
    // only the rows in view in the page.
    const sample = page.getByRole('table', { name: 'Sample rows' });
    const amount = sample.getByRole('columnheader', { name: 'Amount' });
    await amount.getByRole('button').click();
    await expect.poll(() => amount.getAttribute('aria-sort')).toBe('ascending');
    await amount.getByRole('button').click();
    await expect.poll(() => amount.getAttribute('aria-sort')).toBe('descending');
    const long = page.getByRole('table', { name: 'Five hundred rows' });
    await long.scrollIntoViewIfNeeded();
    expect(await long.locator('tbody tr').count()).toBeLessThan(100);

    // A floating panel dragged past the window's corner stops inside it.
    await page.getByRole('button', { name: 'Open a floating panel' }).click();
    const panel = page.getByRole('region', { name: 'Document viewer' });
    const handle = panel.getByRole('button', { name: 'Move Document viewer (arrow keys)' });
    const start = await handle.boundingBox();
    if (!start) throw new Error('no handle');
    await page.mouse.move(start.x + 10, start.y + 10);
    await page.mouse.down();
    await page.mouse.move(viewport.width + 400, viewport.height + 400, { steps: 8 });
    await page.mouse.up();
    const box = await panel.boundingBox();
    expect(box && box.x > start.x).toBe(true);
    expect(box && box.x >= 0 && box.y >= 0).toBe(true);
    expect(box && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
    await panel.getByRole('button', { name: 'Close Document viewer' }).click();

    // In the collapsed 40 px rail an icon's name shows as a tooltip beside the rail.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect
      .poll(() => page.locator('aside.sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width)))
      .toBe(40);
    const dashboard = page.getByRole('link', { name: 'Dashboard' });
    await dashboard.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe('Dashboard');
    expect(await dashboard.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    expect((await tip.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(40);
    await page.screenshot({ path: path.join(shots, 'kit-rail-tooltip.png') });
    await context.close();
  });
});
