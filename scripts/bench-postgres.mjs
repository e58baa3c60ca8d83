// Part of `npm run bench`: the million-client and transfers benches run on PostgreSQL only, so they
// run when DATABASE_URL names one (each makes a fresh database of its own on that server, loads it
// and drops it at the end) and say plainly that they were skipped if not.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.log(
    '\nPostgreSQL benches skipped: set DATABASE_URL to a PostgreSQL database to measure a million clients per brand and transfers per second',
  );
} else {
  for (const script of ['bench:clients', 'bench:transfers', 'bench:reports']) {
    const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
    if (run.status !== 0) process.exitCode = run.status ?? 1;
  }
}
