// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'crm-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// What React's development runtime leaves in a bundle: the JSX dev transform and the dev builds.
const DEVELOPMENT_MARKERS = ['jsx-dev-runtime', 'jsxDEV', 'react.development', 'react-dom.development'];

it('builds the production runtime even when the shell says NODE_ENV=development', () => {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const assets = path.join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((file) => {
    const text = readFileSync(path.join(assets, file), 'utf8');
    return DEVELOPMENT_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
}, 120_000);
