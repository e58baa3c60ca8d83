// Part of `npm run bench`: the million-client bench runs on PostgreSQL only, so it runs when
// DATABASE_URL names one (loading it first if needed) and says plainly that it was skipped if not.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.log(
    '\nclients bench skipped: set DATABASE_URL to a PostgreSQL database to measure at a million clients per brand',
  );
} else {
  const run = spawnSync('npm', ['run', 'bench:clients'], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
