/**
 * Clients for the clients bench, in the demo's proportions, deterministically, loaded through COPY:
 * `loadClients` fills a PostgreSQL database (migrated here) with `perBrand` clients for each brand.
 * Brands already holding that many are left alone.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

const FIRST = [
  'Maria',
  'Andreas',
  'Eleni',
  'Lukas',
  'Sofia',
  'Jan',
  'Anna',
  'Luca',
  'Marta',
  'Pierre',
  'Emma',
  'Noah',
  'Chloe',
  'Mateo',
  'Zofia',
  'Lars',
];
const LAST = [
  'Nikolaou',
  'Schmidt',
  'Rossi',
  'Garcia',
  'Kowalski',
  'Dubois',
  'Jansen',
  'Silva',
  'Georgiou',
  'Smith',
  'Novak',
  'Weber',
];
const COUNTRIES = ['cy', 'gb', 'de', 'es', 'it', 'fr', 'nl', 'pl', 'br', 'gr'];
const DEVICES = ['android', 'win', 'ios', 'multi'];

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** CSV lines for COPY, produced lazily so memory stays flat at any count. */
function* rows(brand: string, count: number, seed: number): Generator<string> {
  const rand = random(seed);
  const now = Date.now();
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  let batch = '';
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const r = rand();
    const kyc =
      r < 0.45
        ? 'approved'
        : r < 0.75
          ? 'not_started'
          : r < 0.9
            ? 'pending'
            : r < 0.95
              ? 'pending_changes'
              : 'rejected';
    const live = kyc === 'approved' ? 1 + Math.floor(rand() * 3) : 0;
    const ftd = live > 0 && rand() < 0.7 ? (50 + Math.floor(rand() * 4950)) * 100 : '';
    const total = ftd === '' ? 0 : ftd * (1 + Math.floor(rand() * 20));
    const ct = live > 0 ? String(3_000_000 + i) : '';
    const created = new Date(now - Math.floor(rand() * 540 * 86_400_000)).toISOString();
    batch += `${brand},${first},${last},${first.toLowerCase()}.${last.toLowerCase()}.${seed}-${i}@bench.test,+3579${String(9_000_000 + (i % 1_000_000)).padStart(7, '0')},${pick(COUNTRIES)},${kyc},${pick(DEVICES)},${ct},${ct},${live},${Math.floor(rand() * 3)},${ftd},${total},${created},${created}\n`;
    if (batch.length > 1 << 16) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

export async function loadClients(url: string, perBrand: number): Promise<void> {
  const database = await openDatabase({ driver: 'postgres', url });
  await migrate(database.db);
  await database.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [index, brand] of ['meridian', 'northwind'].entries()) {
      const { rows: existing } = await client.query<{ n: number }>(
        'select count(*)::int as n from clients where brand_id = $1',
        [brand],
      );
      const have = existing[0]?.n ?? 0;
      if (have >= perBrand) {
        console.log(`${brand}: ${have} clients already`);
        continue;
      }
      const started = performance.now();
      const copy = client.query(
        copyFrom(`copy clients (brand_id, first_name, last_name, email, phone, country, kyc_status, device_type,
          ctrader_id, account, live_accounts, demo_accounts, ftd_amount_usd_cents, total_deposits_usd_cents, created_at, updated_at)
          from stdin with (format csv)`),
      );
      await pipeline(Readable.from(rows(brand, perBrand - have, 10 + index)), copy);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${brand}: ${perBrand - have} clients in ${seconds.toFixed(1)} s (${Math.round((perBrand - have) / seconds)} rows/s)`,
      );
    }
    // VACUUM as well as ANALYZE: the visibility map lets counts and keyset pages use index-only scans.
    await client.query('vacuum analyze clients');
  } finally {
    await client.end();
  }
}
