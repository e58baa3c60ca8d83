import type { TClient } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { MENU, type TMenuEntry } from '@crm/contracts/menu';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { openInApp, settle } from './page-walk.ts';
import { call, signInReply } from './staff-calls.ts';

/**
 * Issue 18: every page of the menu in Greek. Each page's heading must not be its English label,
 * and no visible text may be a raw catalogue key (`clients.title`, `x.count_other`): a key the
 * page asks for but the catalogue lacks shows as itself. The admin opens everything but the
 * Internals, which only the developer role holds (the admin rule stops short of them).
 */
const baseUrl = inject('baseUrl');
const ADMIN = 'admin@demo.test';
const DEVELOPER = 'developer@demo.test';
/** Greek's texts by key (any key may be asked for; a missing one is undefined). */
const GREEK: Readonly<Record<string, string | undefined>> = el;
const RAW_KEY = /^[a-z][A-Za-z]+\.[A-Za-z.]+(_one|_other)?$/;

const leaves = (entries: readonly TMenuEntry[]): TMenuEntry[] =>
  entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));
/** Every page of the menu once (a group's own path opens one of its pages, listed already). */
const PAGES = [...new Map(leaves(MENU).map((e) => [e.path, e])).values()];

let browser: Browser;
const tokens = new Map<string, string>();
let clientId = '';
let adminId = '';

const setLanguage = (email: string, language: 'el' | 'en') =>
  call(tokens.get(email) ?? null, 'PUT', '/dashboard/crmusers/current/language', { language });

beforeAll(async () => {
  browser = await launchBrowser();
  for (const email of [ADMIN, DEVELOPER]) {
    const reply = await signInReply(email);
    tokens.set(email, reply.token);
    if (email === ADMIN) adminId = reply.user._id;
    await setLanguage(email, 'el');
  }
  const { docs } = await call<{ docs: TClient[] }>(tokens.get(ADMIN) ?? null, 'GET', '/dashboard/users?limit=1');
  clientId = docs[0]?._id ?? '';
});
afterAll(async () => {
  // Languages are kept on the server: back to English for the files that follow.
  for (const email of tokens.keys()) await setLanguage(email, 'en');
  await browser?.close();
});

/** A page's path with its parameters filled: a real client, a new segment, the admin's own record. */
const pathOf = (entry: TMenuEntry) =>
  entry.path.replace(':clientId', clientId).replace(':segmentId', 'new').replace(':id', adminId);

/** The visible text nodes that read like a catalogue key (outside code). */
const rawKeysOn = (page: Page) =>
  page.evaluate((pattern) => {
    const raw = new RegExp(pattern);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // Text set as code is data shown as such (the translation tool's keys column).
      if (raw.test(text) && parent?.checkVisibility() && !parent.closest('code, kbd, samp')) found.push(text);
    }
    return found;
  }, RAW_KEY.source);

async function walk(email: string, entries: TMenuEntry[]) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await signIn(page, email);
  await page.locator('html[lang="el"]').waitFor();
  const failures: string[] = [];
  for (const entry of entries) {
    // In the running console, as its menu does: no reload, Greek and the app stay loaded.
    await openInApp(page, pathOf(entry));
    await settle(page);
    const heading = page.getByRole('heading', { level: 1 }).first();
    const title = (await heading.textContent())?.trim() ?? '';
    // A code name (KYC, SMS) is the same in Greek: only a label Greek translates must change.
    const greekLabel = GREEK[`menu.${entry.key}`];
    if (title === entry.label && greekLabel !== entry.label) {
      failures.push(`${entry.path}: heading is English (“${title}”)`);
    }
    for (const key of await rawKeysOn(page)) failures.push(`${entry.path}: raw key “${key}”`);
  }
  await context.close();
  return failures;
}

describe('every page in Greek', () => {
  it('lists every page of the menu, the Internals included', () => {
    expect(PAGES.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/clients/:clientId', '/internals/ib-leads']),
    );
    expect(PAGES.length).toBeGreaterThan(40);
  });

  it('shows no English heading and no raw key on the admin’s pages', async () => {
    expect(clientId).not.toBe('');
    const failures = await walk(
      ADMIN,
      PAGES.filter((p) => !p.path.startsWith('/internals')),
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('names the colour themes and the tabs between pages in Greek', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, ADMIN, undefined, '/tools/utm-builder');
    // The tools' tabs: each named as the menu names its page.
    const tools = page.getByRole('navigation', { name: el['menu.tools'] });
    await tools.getByRole('link', { name: el['menu.tools-utm'], exact: true }).waitFor();
    await tools.getByRole('link', { name: el['menu.tools-analytics'], exact: true }).waitFor();
    expect(await tools.getByRole('link', { name: 'UTM builder' }).count()).toBe(0);
    await openInApp(page, '/administration/permissions');
    const permissions = page.getByRole('navigation', { name: el['permissions.nav'] });
    await permissions.getByRole('link', { name: el['menu.admin-approval-policies'], exact: true }).waitFor();
    expect(await permissions.getByRole('link', { name: 'Approval policies' }).count()).toBe(0);
    // The theme panel: the colours' names in Greek, the named themes as they are called.
    await page.getByRole('button', { name: el['shell.theme'] }).click();
    const themes = page.getByRole('region', { name: el['shell.theme'] });
    for (const name of ['Κόκκινο', 'Σκούρο μωβ', 'Ανοιχτό μωβ', 'Monokai', 'Darth Maul']) {
      await themes.getByRole('button', { name, exact: true }).waitFor();
    }
    for (const name of ['Red', 'Purple dark', 'Pink']) {
      expect(await themes.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await context.close();
  });

  it('speaks Greek on IB leads: heading, upload form, the uploads’ columns', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, DEVELOPER, undefined, '/internals/ib-leads');
    await page.getByRole('heading', { name: 'Leads από IB', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ανέβασμα και έλεγχος' }).waitFor();
    await page.getByRole('form', { name: 'Ανέβασμα leads' }).getByLabel('Συνεργάτης IB').waitFor();
    const uploads = page.getByRole('table', { name: 'Ανεβάσματα' });
    await uploads.getByRole('columnheader', { name: 'Συνεργάτης IB' }).waitFor();
    await context.close();
  });

  it('shows no English heading and no raw key on the Internals', async () => {
    const failures = await walk(
      DEVELOPER,
      PAGES.filter((p) => p.path.startsWith('/internals')),
    );
    expect(failures).toEqual([]);
  }, 180_000);
});
