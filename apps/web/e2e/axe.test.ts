import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MENU, type TMenuEntry } from '@crm/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { openInApp, settle } from './page-walk.ts';

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
 * The rules whose outcome depends on colours: the only ones a second theme can change, as the DOM
 * is the same in both (the theme is CSS custom properties on <html>, main.tsx). axe's default set:
 * AA contrast (the enhanced AAA rule is off by default and stays off).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's run (every impact; only the colour rules when `colours`), as findings named by page and rule. */
async function audit(page: Page, name: string, colours = false): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async (only) => {
      if (!window.axe) throw new Error('axe-core did not load');
      const options = only ? { runOnly: { type: 'rule' as const, values: only } } : {};
      return (await window.axe.run(document, options)).violations;
    },
    colours ? COLOUR_RULES : null,
  );
  return violations.map((v) => ({
    page: name,
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** How the console applies a theme: <html>'s `data-theme` and its inline colour properties. */
type AppliedTheme = { name: string; style: string };
const appliedTheme = (page: Page) =>
  page.evaluate(() => ({
    name: document.documentElement.dataset.theme ?? '',
    style: document.documentElement.getAttribute('style') ?? '',
  }));
/** Swaps the theme in place and waits out the colour transitions it starts (axe would read a colour mid-way). */
async function applyTheme(page: Page, theme: AppliedTheme) {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t.name;
    document.documentElement.setAttribute('style', t.style);
  }, theme);
  // A looping animation (a spinner, a live dot) never ends and changes no theme colour: not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * The page audited in full in the light theme, then its colour rules in the dark theme, the
 * rendered page left as it is: one walk instead of two (the walk was the longest browser test).
 */
async function auditBoth(page: Page, name: string, themes: Record<'light' | 'dark', AppliedTheme>) {
  const light = await audit(page, name);
  await applyTheme(page, themes.dark);
  const dark = await audit(page, `${name} (dark)`, true);
  await applyTheme(page, themes.light);
  return [...light, ...dark];
}

async function themed(mode: 'light' | 'dark'): Promise<BrowserContext> {
  // bypassCSP: axe-core is injected as an inline script.
  const context = await newContext(browser, baseUrl, undefined, true);
  await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  return context;
}

describe('axe-core on every page of the console', () => {
  it('finds no violation in the light theme, nor a colour one in the dark theme', { timeout: 600_000 }, async () => {
    // The dark theme as the console applies it, read from a console started in it.
    const darkContext = await themed('dark');
    const darkLogin = await darkContext.newPage();
    await darkLogin.goto('/login');
    await darkLogin.getByLabel('Email').waitFor();
    const dark = await appliedTheme(darkLogin);
    await darkContext.close();
    expect(dark.name).toBe('dark');

    const findings: Finding[] = [];
    const signedOut = await themed('light');
    const login = await signedOut.newPage();
    await login.goto('/login');
    await login.getByLabel('Email').waitFor();
    const themes = { light: await appliedTheme(login), dark };
    expect(themes.light.name).toBe('light');
    findings.push(...(await auditBoth(login, '/login', themes)));
    await signedOut.close();

    const context = await themed('light');
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/clients');
    // The pager shows once the clients are there: before it, the first row is the loading message.
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await settle(page);
    findings.push(...(await auditBoth(page, '/clients/:clientId', themes)));
    for (const path of PAGES) {
      await openInApp(page, path);
      await settle(page);
      findings.push(...(await auditBoth(page, path, themes)));
    }
    // The document viewer floating over the queue (the kit's floating panel), its PDF drawn.
    await page.goto('/documents/pending-review');
    await page.getByRole('button', { name: 'Float' }).click();
    await page
      .getByRole('region', { name: /^Document: / })
      .locator('canvas')
      .waitFor();
    findings.push(...(await auditBoth(page, '/documents/pending-review, floating viewer', themes)));
    await context.close();

    const open = findings.filter((f) => !KNOWN.includes(`${f.page} ${f.rule}`));
    if (open.length > 0) console.log(JSON.stringify(open, null, 1));
    expect(open.map((f) => `${f.page} ${f.rule}`)).toEqual([]);
  });
});
