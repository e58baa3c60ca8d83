import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** How the server is run: its TypeScript through tsx (development), or the build in dist/ (production). */
export type ServerEntry = 'source' | 'compiled';
const ARGS: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'src/main.ts'],
  compiled: ['--enable-source-maps', 'dist/main.js'],
};

/** The real server as a child process, with its output kept for failure messages. */
export function startServerProcess(
  env: Record<string, string>,
  entry: ServerEntry = 'source',
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ARGS[entry], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, ...env },
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}

export const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

/** Waits up to 60 s for `/health` to answer 200 (a first start seeds the demo). */
export async function waitHealthy(port: number): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
  }
  return false;
}
