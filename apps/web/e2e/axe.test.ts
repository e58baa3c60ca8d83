import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MENU, type TMenuEntry } from '@crm/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every route of the menu (hidden ones too, they are pages), once; a route with a parameter is opened by hand. */
const menuPaths = (entries: readonly TMenuEntry[]): string[] =>
  entries.flatMap((e) => [e.path, ...menuPaths(e.children ?? [])]).filter((p) => !p.includes(':'));
const PAGES = [...new Set(menuPaths(MENU)), '/kit'];

type Finding = { page: string; rule: string; impact: string | null; help: string; targets: string[] };

/** Violations still open in files this test's owner may not change: named, so the test guards the rest. */
const KNOWN: readonly string[] = [];

/**
 * Waits until the page has drawn its data: a heading, nothing busy or still loading (a list, a
 * document), then a moment for late styles. A page that keeps loading is audited as it is.
 */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        page
          .locator('[aria-busy="true"]')
          .or(page.getByText(/^(Loading|Drawing)\b.*…$/))
          .count(),
      {
        timeout: 15_000,
      },
    )
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

/**
 * Opens a route inside the running console, as its menu links do (React Router hears popstate):
 * no reload, so the app and axe-core stay loaded and each page costs its own rendering only.
 */
async function openInApp(page: Page, path: string) {
  const before = await page.locator('h1').first().elementHandle();
  const title = await before?.textContent();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  // The new page's heading replaces the old one or its text; a route that lands on the page it left
  // (a group opening the child just audited) changes neither, so the wait is bounded.
  await page
    .waitForFunction(
      ([old, text]) => {
        const h1 = document.querySelector('h1');
        return h1 !== old || h1?.textContent !== text;
      },
      [before, title] as const,
      { timeout: 1_000 },
    )
    .catch(() => undefined);
}

/** axe-core's full run (every impact), as findings named by page and rule. */
async function audit(page: Page, name: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    return (await window.axe.run()).violations;
  });
  return violations.map((v) => ({
    page: name,
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

async function themed(mode: 'light' | 'dark'): Promise<BrowserContext> {
  // bypassCSP: axe-core is injected as an inline script.
  const context = await newContext(browser, baseUrl, undefined, true);
  await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  return context;
}

describe('axe-core on every page of the console', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`finds no violation in the ${mode} theme`, { timeout: 300_000 }, async () => {
      const findings: Finding[] = [];
      const signedOut = await themed(mode);
      const login = await signedOut.newPage();
      await login.goto('/login');
      await login.getByLabel('Email').waitFor();
      findings.push(...(await audit(login, '/login')));
      await signedOut.close();

      const context = await themed(mode);
      const page = await context.newPage();
      await signIn(page, 'admin@demo.test', undefined, '/clients');
      // The pager shows once the clients are there: before it, the first row is the loading message.
      await page.getByRole('navigation', { name: 'Pages' }).waitFor();
      await page.getByRole('row').nth(1).getByRole('cell').first().click();
      await page.getByRole('tab', { name: 'Overview' }).waitFor();
      await settle(page);
      findings.push(...(await audit(page, '/clients/:clientId')));
      for (const path of PAGES) {
        await openInApp(page, path);
        await settle(page);
        findings.push(...(await audit(page, path)));
      }
      // The document viewer floating over the queue (the kit's floating panel), its PDF drawn.
      await page.goto('/documents/pending-review');
      await page.getByRole('button', { name: 'Float' }).click();
      await page
        .getByRole('region', { name: /^Document: / })
        .locator('canvas')
        .waitFor();
      findings.push(...(await audit(page, '/documents/pending-review, floating viewer')));
      await context.close();

      const open = findings.filter((f) => !KNOWN.includes(`${f.page} ${f.rule}`));
      if (open.length > 0) console.log(`${mode}:`, JSON.stringify(open, null, 1));
      expect(open.map((f) => `${f.page} ${f.rule}`)).toEqual([]);
    });
  }
});
