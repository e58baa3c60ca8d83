import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo-Console-2026';

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Content-Security-Policy refusals seen by any page of the context; every test can assert none. */
export const cspViolations: string[] = [];

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1360, height: 860 },
  /** Only to inject a test tool (axe-core) into the page. */
  bypassCSP = false,
  /** The browser's language, e.g. en-US to prove a page does not follow it for dates. */
  locale?: string,
) {
  const context = await browser.newContext({ baseURL, viewport, bypassCSP, locale });
  context.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return context;
}

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

export const cookieOf = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

declare global {
  interface Window {
    /** axe-core, once injected by `seriousA11yViolations`. */
    axe?: {
      run: (
        context?: Document,
        options?: { runOnly?: { type: 'rule'; values: string[] } },
      ) => Promise<{ violations: AxeViolation[] }>;
    };
  }
}

/** Runs axe-core in the page; returns serious and critical violations only. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    return (await window.axe.run()).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
