import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

type Holder = { pid: number; started: string | null };

/**
 * PGlite corrupts its files if two processes open one folder. The lock file names the holder by
 * pid and process start time: after a restart the same pid may belong to another process, and the
 * start time tells them apart. A lock whose holder is gone (kill -9, reboot) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  if (heldHere.has(file)) throw new Error(`The data folder ${dir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) } satisfies Holder));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isRunning(holder)) {
        throw new Error(`The data folder ${dir} is in use by process ${holder.pid}; stop it first.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dir}.`);
}

function readHolder(file: string): Holder | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (/^\d+$/.test(text)) return { pid: Number(text), started: null };
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

/** Linux: field 22 of /proc/<pid>/stat, the start time in clock ticks since boot; null elsewhere. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning({ pid, started }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return started === null || startTimeOf(pid) === null || startTimeOf(pid) === started;
}
