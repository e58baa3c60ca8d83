// What the server bundle says it is (the server-status page's `version`): the package version, the
// git commit it was built from and when. `npm run build` writes it into the bundle (esbuild
// `define`), so a deployed server names its build without git or the source at run time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `GIT_COMMIT` wins (a CI or image build without `.git`); otherwise git itself; null without either. */
function commitOf(cwd) {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT.slice(0, 12);
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/** The build's facts for `__SERVER_BUILD__`, read from the server package in `serverDir`. */
export function buildInfo(serverDir, now = new Date()) {
  const { version } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  return { version, commit: commitOf(serverDir), builtAt: now.toISOString() };
}
