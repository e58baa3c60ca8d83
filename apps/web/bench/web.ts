/**
 * `npm run bench:web`: what the console costs a browser, against the console-kit issue's budgets.
 * 1. JavaScript, gzipped (bench/chunks.ts): the first load ≤ 160 KB; each page's chunk (what opening
 *    the page adds) ≤ 120 KB; a heavy library a page loads on demand (PDF renderer, charts, calendar,
 *    editor) and workers are reported apart and not counted.
 * 2. Lighthouse (desktop preset) in Debian's Chromium on the signed-in dashboard, clients list and a
 *    client page: performance ≥ 95 and accessibility 100, the median of a few runs each.
 * Any budget missed: exit 1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD } from '../e2e/browser.ts';
import { freePort, startServer } from '../e2e/server.ts';
import { readChunks } from './chunks.ts';

const FIRST_LOAD_KB = 160;
const PAGE_CHUNK_KB = 120;
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const dist = path.resolve(import.meta.dirname, '../dist');

const failures: string[] = [];
const kb = (n: number) => `${n.toFixed(1)} KB`;
const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
};

/** Lighthouse on each page, signed in (one persistent profile: Lighthouse's tab shares the cookies). */
async function lighthouseOf(pages: { name: string; path: string | 'first client' }[]) {
  const server = await startServer();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'crm-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // A client page: the newest client's, opened from the list as staff do.
    await page.goto(`${server.url}/clients`);
    // The pager shows once the clients are there: before it, the first row is the loading message.
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    const clientPath = new URL(page.url()).pathname;

    const results = [];
    for (const target of pages) {
      const url = `${server.url}${target.path === 'first client' ? clientPath : target.path}`;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          {
            port,
            disableStorageReset: true,
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          },
          desktopConfig,
        );
        if (!result) throw new Error('Lighthouse gave no result');
        const { categories, audits } = result.lhr;
        if (result.lhr.finalDisplayedUrl !== url)
          throw new Error(`Lighthouse did not stay on ${url}: ${result.lhr.finalDisplayedUrl}`);
        runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          fcp: audits['first-contentful-paint']?.numericValue ?? 0,
          lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          finalUrl: result.lhr.finalDisplayedUrl,
        });
      }
      const pick = (k: keyof Run) => median(runs.map((r) => Number(r[k])));
      results.push({
        name: target.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
      });
    }
    return results;
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

const chunks = readChunks(dist);
console.log('\nFirst-load JavaScript (gzip):');
for (const f of chunks.firstLoad.files) console.log(`  ${f.file}  ${kb(f.gzipKb)}`);
console.log(`  total ${kb(chunks.firstLoad.totalKb)} (budget ${FIRST_LOAD_KB} KB)`);
if (chunks.firstLoad.totalKb > FIRST_LOAD_KB) failures.push(`first load ${kb(chunks.firstLoad.totalKb)}`);

console.log(`\nPage chunks: what opening a page adds to the first load (gzip, budget ${PAGE_CHUNK_KB} KB each):`);
for (const p of chunks.pages) {
  const over = p.totalKb > PAGE_CHUNK_KB;
  console.log(`  ${p.page}  ${kb(p.totalKb)} in ${p.files.length} file(s)${over ? '  OVER BUDGET' : ''}`);
  if (over) failures.push(`${p.page} ${kb(p.totalKb)}`);
}
console.log('\nLoaded on demand inside a page (not counted):');
for (const lib of chunks.onDemand)
  console.log(`  ${lib.page}  ${kb(lib.totalKb)} (${lib.files.map((f) => f.file).join(', ')})`);
for (const w of chunks.workers) console.log(`  worker ${w.file}  ${kb(w.gzipKb)}`);

const scores = await lighthouseOf([
  { name: 'dashboard', path: '/' },
  { name: 'clients list', path: '/clients' },
  { name: 'client page', path: 'first client' },
]);
console.log(`\nLighthouse desktop, signed in, median of ${RUNS} runs each:`);
console.log('| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const s of scores) {
  console.log(
    `| ${s.name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${Math.round(s.fcp)} | ${Math.round(s.lcp)} | ${Math.round(s.tbt)} | ${s.cls.toFixed(3)} |`,
  );
  if (s.performance < MIN_PERFORMANCE) failures.push(`${s.name} performance ${s.performance} < ${MIN_PERFORMANCE}`);
  if (s.accessibility < MIN_ACCESSIBILITY)
    failures.push(`${s.name} accessibility ${s.accessibility} < ${MIN_ACCESSIBILITY}`);
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
