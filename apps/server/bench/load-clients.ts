/**
 * `npm run bench:load -- [clients per brand]` (default 1,000,000, or BENCH_CLIENTS): fills the
 * PostgreSQL database DATABASE_URL names with clients for both brands (bench/client-rows.ts), to
 * look at plans by hand. `npm run bench:clients` loads a fresh database of its own; this does not
 * drop anything. Never against the embedded database.
 */
import { loadClients } from './client-rows.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres'))
  throw new Error('Set DATABASE_URL to a PostgreSQL database: the bench runs on PostgreSQL only.');
await loadClients(url, Number(process.argv[2] ?? process.env.BENCH_CLIENTS ?? 1_000_000));
