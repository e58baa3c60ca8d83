import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, signIn } from './browser.ts';
import { call, registerClient, tokenOf } from './staff-calls.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('app ribbons', () => {
  it('previews a ribbon in both themes while it is written, refuses an http link, and saves it for one client', async () => {
    // A client of this test's own, registered through the client app's intake.
    const stamp = Date.now();
    const admin = await tokenOf('admin@demo.test');
    const { key } = await call<{ key: string }>(admin, 'POST', '/dashboard/salesassignment/keys', {
      name: `ribbons e2e ${stamp}`,
    });
    const res = await registerClient(key, {
      first_name: 'Rhea',
      last_name: `Ribbon${stamp}`,
      email: `rhea${stamp}@e2e.test`,
      country: 'cy',
    });
    expect(res.status).toBe(201);
    const client = (await res.json()) as { _id: string; readable_id: number };

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/client-communication/app-ribbon');
    await page.getByRole('heading', { name: 'App ribbons', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New ribbon' }).click();
    const editor = page.getByRole('region', { name: 'New ribbon' });
    const light = page.getByTestId('ribbon-preview-light');
    const dark = page.getByTestId('ribbon-preview-dark');

    // The preview follows the typing, escaped, in both themes' colours.
    const text = `Spreads from 0.2 pips <b>this week</b> ${stamp}`;
    await editor.getByLabel(/^Text/).fill(text);
    await editor.getByLabel(/^Call to action/).fill('Trade now');
    await light.getByText(text, { exact: true }).waitFor();
    await dark.getByText(text, { exact: true }).waitFor();
    expect(await light.locator('b').count()).toBe(0);
    const backgrounds = await Promise.all(
      [light, dark].map((frame) => frame.evaluate((el) => getComputedStyle(el).backgroundColor)),
    );
    expect(backgrounds[0]).not.toBe(backgrounds[1]);

    // A promotion carries the brand's risk warning in the preview.
    await editor.getByLabel('Style').selectOption('promo');
    await light.getByText(/CFDs are complex instruments/).waitFor();

    // An http link is refused at its field, before anything is sent.
    await editor.getByLabel('Link (https)').fill('http://meridian.example/gold');
    await editor.getByText('The link must be an https:// address').waitFor();
    await editor.getByLabel('Link (https)').fill('https://meridian.example/gold');
    await editor.getByText('The link must be an https:// address').waitFor({ state: 'detached' });

    // The client, found by number.
    await editor.getByRole('searchbox', { name: 'Client' }).fill(String(client.readable_id));
    await editor.getByRole('button', { name: new RegExp(`Ribbon${stamp}`) }).click();
    await editor.getByTestId('ribbon-chosen-client').getByText(`Ribbon${stamp}`, { exact: false }).waitFor();

    const saved = page.waitForResponse(
      (r) => r.url().includes('/dashboard/users/ribbons') && r.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Create the ribbon' }).click();
    expect((await saved).status()).toBe(201);
    // Saved, it opens as itself: waiting for a second staff member, nobody sees it yet.
    const open = page.getByRole('region', { name: 'Ribbon' });
    await open.getByText('You wrote it: a second staff member must approve it.').waitFor();
    await open
      .getByTestId('ribbon-audience-count')
      .getByText(/Nobody sees it now .* 1 client is in its target/)
      .waitFor();
    await page
      .getByRole('table', { name: 'Ribbons, newest first' })
      .getByRole('row', { name: new RegExp(String(stamp)) })
      .getByText('Awaiting approval')
      .waitFor();
    await context.close();

    // A second staff member approves it; the client page then shows it.
    const second = await newContext(browser, baseUrl);
    const other = await second.newPage();
    await signIn(other, 'admin@demo.test', undefined, '/client-communication/app-ribbon');
    await other
      .getByRole('table', { name: 'Ribbons, newest first' })
      .getByRole('row', { name: new RegExp(String(stamp)) })
      .click();
    await other.getByRole('button', { name: 'Approve the promotion' }).click();
    await other.getByTestId('ribbon-audience-count').getByText('1 client sees it now.').waitFor();
    await other.goto(`/clients/${client._id}`);
    const now = other.getByRole('region', { name: 'Ribbons this client sees now' });
    await now.getByText(text, { exact: true }).waitFor();
    await now.getByText(/CFDs are complex instruments/).waitFor();
    await second.close();
  }, 60_000);
  it('targets a segment picked in the editor, shows its size, saves it, and opens from the segment’s page', async () => {
    const stamp = Date.now();
    const marketing = await tokenOf('marketing@demo.test');
    const admin = await tokenOf('admin@demo.test');
    // A client in a country no other test uses, and this test's own segment of that country.
    const { key } = await call<{ key: string }>(admin, 'POST', '/dashboard/salesassignment/keys', {
      name: `ribbon segments e2e ${stamp}`,
    });
    const registered = await registerClient(key, {
      first_name: 'Sif',
      last_name: `Segment${stamp}`,
      email: `sif${stamp}@e2e.test`,
      country: 'is',
    });
    expect(registered.status).toBe(201);
    const name = `Ribbon e2e Iceland ${stamp}`;
    const segment = await call<{ _id: string; size: number }>(marketing, 'POST', '/dashboard/users/segments', {
      name,
      filters: 'country[eq]:is',
    });
    expect(segment.size).toBeGreaterThan(0);

    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'marketing@demo.test', undefined, '/client-communication/app-ribbon?ribbon=new');
    const editor = page.getByRole('region', { name: 'New ribbon' });
    await editor.getByLabel(/^Text/).fill(`Iceland only ${stamp}`);
    await editor.getByLabel('A segment').check();
    const picker = editor.getByRole('combobox', { name: 'Segment' });
    await picker.fill(`Iceland ${stamp}`);
    await page.getByRole('option', { name: new RegExp(`${name} \\(${segment.size} client`) }).click();
    const plural = segment.size === 1 ? 'client' : 'clients';
    await editor
      .getByTestId('ribbon-segment-size')
      .getByText(`Reaches ${segment.size} ${plural} you may see`)
      .waitFor();

    const saved = page.waitForResponse(
      (r) => r.url().includes('/dashboard/users/ribbons') && r.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Create the ribbon' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { segment_id: string }).segment_id).toBe(segment._id);
    const open = page.getByRole('region', { name: 'Ribbon' });
    await open
      .getByTestId('ribbon-audience-count')
      .getByText(`${segment.size} ${plural} see`, { exact: false })
      .waitFor();

    // From the segment's own page, the editor opens with the segment already chosen.
    await page.goto(`/client-communication/client-segments/${segment._id}`);
    await page.getByRole('link', { name: 'Write a ribbon for this segment' }).click();
    const preset = page.getByRole('region', { name: 'New ribbon' });
    await preset.getByTestId('ribbon-segment-size').getByText(`Reaches ${segment.size} ${plural}`).waitFor();
    expect(await preset.getByRole('combobox', { name: 'Segment' }).inputValue()).toContain(name);
    expect(await preset.getByLabel('A segment').isChecked()).toBe(true);
    await context.close();
  }, 40_000);
});
