import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.ts';
import { changedTables, type Fingerprint, fingerprinter } from './fuzz/fingerprint.ts';
import { addFixtures, addFuzzClient, allIds, type Fixtures, idsForPath } from './fuzz/fixtures.ts';
import { type FuzzContext, fuzzedRequest, locationsOf } from './fuzz/fuzz-requests.ts';
import { fastifyPath, type OpenApiDocument, type Operation, operationsOf } from './fuzz/openapi-operations.ts';
import { send } from './fuzz/send.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { testDriver } from './test-database.ts';

/**
 * Every operation of the OpenAPI document the server generates gets generated bad input in its
 * path, query, headers and body (wrong types, NUL, unpaired surrogates, control characters, huge
 * text, forged cursors and ids, broken JSON and multipart), signed in as the admin, who holds every
 * permission. No reply may be a 5xx, and a reply that is not a 2xx must not have written anything:
 * every table's rows are fingerprinted before and after each call.
 */
const SEED = 20261124;
/** Runs per operation: a base, and more for each place a bad value can go. */
const runsFor = (op: Operation) => Math.min(10 + 4 * locationsOf(op).length, 50);

/**
 * Sign-in records a refused try by design (the throttle counts it, the audit log keeps it): a
 * refused sign-in may write those two, and nothing else.
 */
const MAY_WRITE_WHEN_REFUSED: Record<string, { statuses: number[]; tables: string[] }> = {
  'POST /dashboard/auth/login': { statuses: [401, 429], tables: ['login_failures', 'audit'] },
  // A two-factor code is counted like a password (a wrong one is also audited).
  'POST /dashboard/auth/login/twoFactor': { statuses: [401, 429], tables: ['login_failures', 'audit'] },
  'POST /dashboard/auth/twoFactor/confirm': { statuses: [401, 429], tables: ['login_failures', 'audit'] },
  'POST /dashboard/auth/twoFactor/recoveryCodes': { statuses: [401, 429], tables: ['login_failures', 'audit'] },
  'DELETE /dashboard/auth/twoFactor': { statuses: [401, 429], tables: ['login_failures', 'audit'] },
  // Starting set-up asks for the password again, counted and audited like a sign-in's.
  'POST /dashboard/auth/twoFactor/enrol': { statuses: [401, 429], tables: ['login_failures', 'audit'] },
};
/** Ends the caller's session: the admin signs in again after each call. */
const ENDS_SESSION = new Set(['POST /dashboard/auth/logout']);

let t: TestApp;
let token: string;
let operations: Operation[];
let fixtures: Fixtures;
let read: () => Promise<Fingerprint>;

beforeAll(async () => {
  let made: Awaited<ReturnType<typeof addFuzzClient>> = { clients: {}, accounts: {} };
  t = await startTestApp(
    {},
    {
      beforeStart: async (db) => {
        made = await addFuzzClient(db);
      },
    },
  );
  token = (await t.signIn('admin@demo.test')).token;
  fixtures = await addFixtures(t, token, made);
  const doc = await t.call<OpenApiDocument>('GET', '/docs/json');
  operations = operationsOf(doc.body);
  read = await fingerprinter(t.database.db);
}, 120_000);
afterAll(() => t.close());

/**
 * The next transaction id the database will hand out. Only a transaction that writes (or locks a
 * row) is given one, so when it has not moved across a call nothing at all was committed meanwhile,
 * by the call or by anything else: the tables need not be read to know it.
 */
const nextXid = async () =>
  (await queryRows<{ x: string }>(t.database.db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0]?.x;

const context = (): FuzzContext => ({
  brand: 'meridian',
  anyId: fc.constantFrom(...allIds(fixtures)),
  idsFor: (path, param) => fc.constantFrom(...idsForPath(fixtures, path, param)),
});

// On PostgreSQL only, production's database (the slowest file of the suite; what it proves, bad input
// refused with nothing written, rests on transactions both drivers share; CI time is bounded).
describe.skipIf(testDriver !== 'postgres')('fuzzing every operation', () => {
  it('covers every /dashboard route the server declares', () => {
    const fuzzed = new Set(operations.map((op) => `${op.method} ${fastifyPath(op.path)}`));
    const missing = t.app.declaredRoutes.map((r) => `${r.method} ${r.url}`).filter((route) => !fuzzed.has(route));
    expect(missing).toEqual([]);
  });

  it('sees every kind of committed write in the fingerprint (an update that changes nothing too)', async () => {
    const before = await read();
    const idBefore = await nextXid();
    await read();
    expect(await nextXid(), 'reading hands out no transaction id').toBe(idBefore);
    await t.database.db.execute(sql`update staff set first_name = first_name where email = 'admin@demo.test'`);
    expect(await nextXid(), 'a write moves the next transaction id').not.toBe(idBefore);
    const updated = await read();
    expect(changedTables(before, updated)).toEqual([expect.stringMatching(/^staff: /)]);
    await t.database.db.execute(sql`delete from login_failures`);
    await t.database.db.execute(
      sql`insert into login_failures (email, ip, at) values ('fingerprint@demo.test', '127.0.0.1', now())`,
    );
    const inserted = await read();
    expect(changedTables(updated, inserted)).toEqual([expect.stringMatching(/^login_failures: /)]);
    await t.database.db.execute(sql`delete from login_failures where email = 'fingerprint@demo.test'`);
    expect(changedTables(inserted, await read())).toEqual([expect.stringMatching(/^login_failures: /)]);
  });

  it('answers no 5xx and writes nothing unless it answers 2xx', async () => {
    const failures: string[] = [];
    // Each refused call is compared with the state before it. Reading every table is the costly
    // part, so it is read only when something may have been written (`nextXid`). After a 2xx the
    // state is read again before the next call.
    let last: Fingerprint | null = await read();
    for (const op of operations) {
      const name = `${op.method} ${fastifyPath(op.path)}`;
      const allowed = MAY_WRITE_WHEN_REFUSED[name];
      const property = fc.asyncProperty(fuzzedRequest(op, context()), async (request) => {
        const before = last ?? (await read());
        const idBefore = await nextXid();
        const reply = await send(t.baseUrl, token, request);
        const mayHaveWritten = (await nextXid()) !== idBefore;
        const after = mayHaveWritten ? await read() : before;
        last = reply.status < 300 && mayHaveWritten ? null : after;
        if (ENDS_SESSION.has(name)) {
          token = (await t.signIn('admin@demo.test')).token;
          last = null;
        }
        const body = typeof request.body === 'string' ? ` ${JSON.stringify(request.body.slice(0, 300))}` : '';
        const said = `${request.method} ${request.url.slice(0, 300)}${body} → ${reply.status} ${reply.text}`;
        if (reply.status >= 500) throw new Error(said);
        if (reply.status >= 300) {
          const mayWrite = allowed?.statuses.includes(reply.status) ? allowed.tables : [];
          const written = changedTables(before, after).filter(
            (c) => !mayWrite.some((table) => c.startsWith(`${table}:`)),
          );
          if (written.length) throw new Error(`${said}\nwrote: ${written.join('; ')}`);
        }
      });
      const result = await fc.check(property, { seed: SEED, numRuns: runsFor(op), endOnFailure: true });
      if (result.failed) failures.push(`${name}: ${String(result.errorInstance)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
