import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error the build script is plain JavaScript without declarations
import { buildInfo } from '../scripts/build-info.mjs';
import { type BuildInfo, describeVersion, SERVER_BUILD, SERVER_VERSION } from './server-version.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

describe('the server version on the status page', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'crm-version-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('names the package version with +dev when run from source', () => {
    expect(SERVER_VERSION).toBe('0.0.0+dev');
    expect(SERVER_BUILD).toBeNull();
    expect(describeVersion(undefined, () => '1.4.0')).toBe('1.4.0+dev');
  });

  it('names the commit and build time a build wrote into the bundle', async () => {
    // The same define the build script gives esbuild, over the real module.
    const info = buildInfo(SERVER_DIR, new Date('2026-11-25T05:43:10.000Z'));
    await build({
      entryPoints: [path.join(SERVER_DIR, 'src/server-version.ts')],
      outfile: path.join(out, 'version.mjs'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      define: { __SERVER_BUILD__: JSON.stringify(info) },
      logLevel: 'silent',
    });
    const bundled = (await import(pathToFileURL(path.join(out, 'version.mjs')).href)) as {
      SERVER_VERSION: string;
      SERVER_BUILD: BuildInfo | null;
    };
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: SERVER_DIR,
      encoding: 'utf8',
    }).trim();
    expect(bundled.SERVER_VERSION).toBe(`0.0.0 · ${commit} · built 2026-11-25 05:43 UTC`);
    // Its parts too, for the heartbeat: the console writes "built" in its own language.
    expect(bundled.SERVER_BUILD).toEqual({ version: '0.0.0', commit, builtAt: '2026-11-25T05:43:10.000Z' });
  });
});
