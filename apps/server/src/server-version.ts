import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written into the bundle by `npm run build` (scripts/build-info.mjs); absent when run from source. */
export type BuildInfo = { version: string; commit: string | null; builtAt: string };
declare const __SERVER_BUILD__: BuildInfo | undefined;

/**
 * How the server-status page names a build: `1.2.0 · 3f2a9c1b7d04 · built 2026-11-25 05:43 UTC`;
 * from source (`npm run dev`, tests) the package version with `+dev`, since no build fixed a commit.
 */
export function describeVersion(build: BuildInfo | undefined, packageVersion: () => string): string {
  if (!build) return `${packageVersion()}+dev`;
  const at = `${build.builtAt.slice(0, 10)} ${build.builtAt.slice(11, 16)} UTC`;
  return [build.version, build.commit, `built ${at}`].filter(Boolean).join(' · ');
}

/** package.json beside src/ (source) or dist/ (a bundle, whose chunks sit flat in dist/). */
const packageVersion = (): string => {
  try {
    const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
};

/** The build this bundle was made by; null run from source. */
export const SERVER_BUILD: BuildInfo | null = typeof __SERVER_BUILD__ === 'undefined' ? null : __SERVER_BUILD__;

/** What this server says it is on the status page (the API's English `version`). */
export const SERVER_VERSION = describeVersion(SERVER_BUILD ?? undefined, packageVersion);
