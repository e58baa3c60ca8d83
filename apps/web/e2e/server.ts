import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../server');
const WEB_DIST = path.resolve(import.meta.dirname, '../dist/index.html');

/** A TCP port free right now on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/**
 * The settings the demo seed reads (apps/server/src/demo/seed-demo.ts and the rates it prepares).
 * FOUR_EYES_WITHDRAWAL_THRESHOLD is read too, but only to mark which of the demo's own withdrawals
 * await a second approval: a test that lowers it looks at its own requests, so it copies the demo.
 */
const SEED_SETTINGS = ['DEMO_CLIENTS', 'DEMO_PASSWORD', 'REPORTING_TIME_ZONE'];

export type RunningServer = { url: string; stop: () => Promise<void> };

/**
 * The real server with the built console, on PGlite in a fresh folder, demo staff seeded. With
 * `withAccounts`, approved clients of the default brand also get fresh, empty live and demo trading
 * accounts (e2e/seed-accounts.mjs) beside the demo's own, so money tests start from known balances.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { withAccounts?: boolean } = {},
): Promise<RunningServer> {
  if (!existsSync(WEB_DIST)) throw new Error('The console is not built: run `npm run build` first.');
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-e2e-'));
  // `npm test` seeds the demo once for every server of the run (E2E_DEMO_DATA, a data folder): a
  // copy takes seconds where seeding took half a minute of CPU. Not for a server whose settings
  // change what the demo seeds.
  const demoData = process.env.E2E_DEMO_DATA;
  if (demoData && !SEED_SETTINGS.some((name) => name in env)) cpSync(demoData, dir, { recursive: true });
  const port = await freePort();
  if (options.withAccounts) {
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, 'seed-accounts.mjs')],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'warn', ...env },
        encoding: 'utf8',
      },
    );
    if (seeded.status !== 0) throw new Error(`Accounts were not seeded:\n${seeded.stderr}`);
  }
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The demo's simulated client app stays off: a test registers the clients it expects itself.
      DEMO_REGISTRATION_INTERVAL_SECONDS: '0',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  // Three minutes: a loaded machine (CI's two lanes, or helpers' builds) was seen taking over two to seed and start.
  for (let i = 0; i < 720; i++) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        stop: async () => {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output}`);
}
