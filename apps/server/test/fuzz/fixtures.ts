import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addClientsWithAccounts } from '../client-accounts.ts';
import type { TestApp } from '../test-app.ts';

/** One of each kind of record a path can name, so fuzzed calls reach past "not found". */
export type Fixtures = {
  client: string;
  accounts: string[];
  staff: string;
  role: string;
  notes: string[];
  document: string;
  transaction: string;
  request: string;
};

/** A PNG of one pixel: what an upload must look like to be kept. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

export const addFuzzClient = (db: Parameters<typeof addClientsWithAccounts>[0]) =>
  addClientsWithAccounts(db, {
    zoe: { brand: 'meridian', name: 'Zoe Fuzz', country: 'cy', accounts: { live: 'ctrader', second: 'mt5' } },
  });

/** Made through the API as the admin, as the console would. */
export async function addFixtures(
  t: TestApp,
  token: string,
  made: { clients: Record<string, string>; accounts: Record<string, string> },
): Promise<Fixtures> {
  const client = made.clients.zoe ?? '';
  const accounts = Object.values(made.accounts);
  const created = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await t.call<{ _id: string; transaction?: { _id: string } }>(method, path, { token, body, headers });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const staff = await created('POST', '/dashboard/crmusers', {
    first_name: 'Fuzz',
    last_name: 'Target',
    email: 'fuzz.target@demo.test',
    password: 'Fuzz-target-password-1',
    department: 'support',
  });
  const role = await created('POST', '/dashboard/roles', { name: 'Fuzz role', permissions: ['users.get_users'] });
  const note = await created('POST', `/dashboard/users/${client}/notes`, { note: 'Called back' });
  const financial = await created('POST', `/dashboard/users/${client}/financialnotes`, { note: 'Wire expected' });
  const deposit = await created(
    'POST',
    `/dashboard/users/accounts/${accounts[0]}/balanceOperation`,
    { amount: '500', type: 'deposit' },
    { 'idempotency-key': randomUUID() },
  );
  const request = await created('POST', '/dashboard/users/requests', {
    request_type: 'withdrawFromAccount',
    account: accounts[0],
    amount: '10',
    method: 'skrill',
  });
  const form = new FormData();
  form.append('kind', 'id_document');
  form.append('file', new Blob([new Uint8Array(PNG)]), 'passport.png');
  const upload = await fetch(`${t.baseUrl}/dashboard/users/${client}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const document = ((await upload.json()) as { _id: string })._id;
  return {
    client,
    accounts,
    staff: staff._id,
    role: role._id,
    notes: [note._id, financial._id],
    document,
    transaction: deposit.transaction?._id ?? '',
    request: request._id,
  };
}

/** The existing ids a path parameter could name: by the path it is in, else any of them. */
export function idsForPath(f: Fixtures, path: string, param: string): string[] {
  if (param === 'noteId') return f.notes;
  const byPrefix: [RegExp, string[]][] = [
    [/^\/dashboard\/crmusers\//, [f.staff]],
    [/^\/dashboard\/roles\//, [f.role]],
    [/^\/dashboard\/users\/documents\//, [f.document]],
    [/^\/dashboard\/users\/accounts\//, f.accounts],
    [/^\/dashboard\/users\/requests\//, [f.request]],
    [/^\/dashboard\/users\/transactions\//, [f.transaction]],
    [/^\/dashboard\/users\/\{id\}/, [f.client]],
  ];
  return byPrefix.find(([prefix]) => prefix.test(path))?.[1] ?? allIds(f);
}

export const allIds = (f: Fixtures) => [
  f.client,
  ...f.accounts,
  f.staff,
  f.role,
  ...f.notes,
  f.document,
  f.transaction,
  f.request,
];
