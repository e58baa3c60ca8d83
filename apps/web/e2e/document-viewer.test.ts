import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cspViolations, launchBrowser, newContext, signIn } from './browser.ts';
import { twoPagePdf } from './two-page-pdf.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The drawn page: its size and how many of its pixels are not white (blank paper is all white). */
const canvasOf = (page: Page) =>
  page
    .getByRole('figure')
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d');
      const { data } = ctx?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
      let inked = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.min(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255) < 200) inked++;
      return { width: canvas.width, height: canvas.height, inked, sample: canvas.toDataURL() };
    });

describe('the document viewer in the review queue', () => {
  it('draws a PDF in the page, pages, zooms and rotates it, beside the client data it must match', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl) && !/^(blob|data):/.test(r.url())) elsewhere.push(r.url());
    });
    // A two-page PDF, uploaded as staff do, for the first Dutch client.
    await signIn(page, 'admin@demo.test', undefined, `/clients?filters=${encodeURIComponent('country[eq]:nl')}`);
    // The pager shows once the clients are there: before it, the first row is the loading message.
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Documents' }).click();
    const form = page.getByRole('form', { name: 'Upload a document' });
    await form.getByLabel('Kind').selectOption('other');
    await form
      .getByLabel(/^File/)
      .setInputFiles({ name: 'two-pages.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() });
    await form.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Document uploaded').waitFor();

    await page.goto('/documents/pending-review');
    const entry = page
      .getByRole('list', { name: 'Documents in the queue' })
      .getByRole('button', { name: / · other$/ })
      .last();
    const [, name] = /^\d+ (.+) · other$/.exec((await entry.textContent()) ?? '') ?? [];
    await entry.click();
    const review = page.getByRole('region', { name: 'Document under review' });

    // Beside the file: what it must match.
    const facts = review.getByRole('region', { name: 'Client data to match' });
    expect(await facts.getByText('Name').locator('xpath=following-sibling::dd').textContent()).toBe(name);
    expect(await facts.getByText('Country').locator('xpath=following-sibling::dd').textContent()).toBe(
      'Netherlands (NL)',
    );
    expect(await facts.getByText('Date of birth').locator('xpath=following-sibling::dd').textContent()).toMatch(
      /^\d\d\/\d\d\/\d{4}$/,
    );

    // Drawn on a canvas by pdf.js, not left to a plugin headless Chromium does not have.
    await review.getByText('Page 1 of 2').waitFor();
    await expect.poll(async () => (await canvasOf(page)).inked, { timeout: 15_000 }).toBeGreaterThan(1000);
    const first = await canvasOf(page);

    await review.getByRole('button', { name: 'Next page' }).click();
    await review.getByText('Page 2 of 2').waitFor();
    await expect
      .poll(
        async () => {
          const second = await canvasOf(page);
          return second.inked > 1000 && second.sample !== first.sample;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await review.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await review.getByRole('button', { name: 'Zoom in' }).click();
    await review.getByText('125%').waitFor();
    await expect.poll(async () => (await canvasOf(page)).width, { timeout: 15_000 }).toBeGreaterThan(first.width);
    const zoomed = await canvasOf(page);

    // A quarter turn: the portrait page lies on its side.
    expect(zoomed.height).toBeGreaterThan(zoomed.width);
    await review.getByRole('button', { name: 'Rotate right' }).click();
    await expect
      .poll(
        async () => {
          const turned = await canvasOf(page);
          return turned.width > turned.height && turned.inked > 1000;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // The worker and the renderer come from the console's own build: nothing from elsewhere.
    expect(elsewhere).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('floats in a panel the reviewer can close to dock it again', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, 'admin@demo.test', undefined, '/documents/pending-review');
    const review = page.getByRole('region', { name: 'Document under review' });
    await review.getByRole('button', { name: 'Float' }).click();
    const panel = page.getByRole('region', { name: /^Document: / });
    await panel.getByRole('region', { name: 'Client data to match' }).waitFor();
    await expect.poll(async () => (await canvasOf(page)).inked, { timeout: 15_000 }).toBeGreaterThan(100);
    await panel.getByRole('button', { name: /^Close Document: / }).click();
    expect(await panel.count()).toBe(0);
    await review.getByRole('button', { name: 'Float' }).waitFor();
    await context.close();
  });
});
