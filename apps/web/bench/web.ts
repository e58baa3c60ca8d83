/**
 * `npm run bench:web`: what the console costs a browser.
 * 1. First-load JavaScript: the entry script and the chunks index.html preloads, gzipped (lazy page
 *    chunks excluded). Budget 160 KB (the console-kit issue); over it, exit 1.
 * 2. Lighthouse (desktop preset) on the signed-in dashboard, in Debian's Chromium: scores and the
 *    main timings, the median of a few runs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD } from '../e2e/browser.ts';
import { freePort, startServer } from '../e2e/server.ts';

const BUDGET_KB = 160;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const dist = path.resolve(import.meta.dirname, '../dist');

function firstLoad(): { files: { file: string; gzipKb: number }[]; totalKb: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  const files = [...new Set(refs)].map((ref) => ({
    file: ref,
    gzipKb: gzipSync(readFileSync(path.join(dist, ref))).length / 1024,
  }));
  return { files, totalKb: files.reduce((n, f) => n + f.gzipKb, 0) };
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function lighthouseOfDashboard() {
  const server = await startServer();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'crm-lh-'));
  // One persistent profile: the tab Lighthouse opens shares the signed-in cookies.
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
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        `${server.url}/`,
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
    return runs;
  } finally {
    await context.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

const load = firstLoad();
console.log('\nFirst-load JavaScript (gzip):');
for (const f of load.files) console.log(`  ${f.file}  ${f.gzipKb.toFixed(1)} KB`);
console.log(`  total ${load.totalKb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`);

const runs = await lighthouseOfDashboard();
const pick = (k: keyof (typeof runs)[number]) => median(runs.map((r) => Number(r[k])));
if (runs.some((r) => !r.finalUrl.endsWith('/')))
  throw new Error(`Lighthouse did not stay on the dashboard: ${runs[0]?.finalUrl}`);
console.log(`\nLighthouse desktop, signed-in dashboard, median of ${runs.length} runs:`);
console.log('| performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS |');
console.log('|---|---|---|---|---|---|---|');
console.log(
  `| ${pick('performance')} | ${pick('accessibility')} | ${pick('bestPractices')} | ${Math.round(pick('fcp'))} | ${Math.round(pick('lcp'))} | ${Math.round(pick('tbt'))} | ${pick('cls').toFixed(3)} |`,
);
if (load.totalKb > BUDGET_KB) {
  console.error(`First-load JavaScript is over budget: ${load.totalKb.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exitCode = 1;
}
