import { ErrorCode, type TAuditRecord, type TClientNote } from '@crm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

let t: TestApp;
let admin: string;
let ids: { client: string; other: string };

async function addClients(db: Db) {
  const rows = await db
    .insert(clients)
    .values([
      { brandId: 'meridian', firstName: 'Zoe', lastName: 'Quill', email: 'zoe@known.test', country: 'cy' },
      { brandId: 'northwind', firstName: 'Yara', lastName: 'Quill', email: 'yara@known.test', country: 'cy' },
    ])
    .returning({ id: clients.id });
  ids = { client: rows[0]?.id ?? '', other: rows[1]?.id ?? '' };
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addClients });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const notes = (path: string) => `/dashboard/users/${ids.client}/${path}`;

describe('notes', () => {
  it('creates, pins, edits and deletes notes; pinned first, then newest; author and times kept', async () => {
    const first = await t.call<TClientNote>('POST', notes('notes'), {
      token: admin,
      body: { note: 'Called, no answer' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ note: 'Called, no answer', isPinned: false, author: { name: 'Adrian Cole' } });
    const second = await t.call<TClientNote>('POST', notes('notes'), {
      token: admin,
      body: { note: 'Prefers e-mail' },
    });
    const pinned = await t.call<TClientNote>('PUT', notes(`notes/${first.body._id}`), {
      token: admin,
      body: { note: 'Called twice, no answer', isPinned: true },
    });
    expect(pinned.body).toMatchObject({ note: 'Called twice, no answer', isPinned: true });
    expect(pinned.body.updatedAt > pinned.body.createdAt).toBe(true);
    // Pinning alone is not an edit: the time of the last text change stays.
    const pinOnly = await t.call<TClientNote>('PUT', notes(`notes/${second.body._id}`), {
      token: admin,
      body: { note: 'Prefers e-mail', isPinned: false },
    });
    expect(pinOnly.body.updatedAt).toBe(second.body.updatedAt);
    const list = await t.call<TClientNote[]>('GET', notes('notes'), { token: admin });
    expect(list.body.map((n) => n._id)).toEqual([first.body._id, second.body._id]);
    expect((await t.call('DELETE', notes(`notes/${second.body._id}`), { token: admin })).status).toBe(200);
    expect((await t.call<TClientNote[]>('GET', notes('notes'), { token: admin })).body).toHaveLength(1);
  });

  it('keeps financial notes apart; they are never pinned', async () => {
    const fin = await t.call<TClientNote>('POST', notes('financialnotes'), {
      token: admin,
      body: { note: 'Source of funds: salary' },
    });
    const edited = await t.call<TClientNote>('PUT', notes(`financialnotes/${fin.body._id}`), {
      token: admin,
      body: { note: 'Source of funds: salary and savings' },
    });
    expect(edited.body).toMatchObject({ isPinned: false, note: 'Source of funds: salary and savings' });
    expect(
      (
        await t.call('PUT', notes(`financialnotes/${fin.body._id}`), {
          token: admin,
          body: { note: 'x', isPinned: true },
        })
      ).status,
    ).toBe(400);
    // A financial note is not reachable as a plain note.
    expect((await t.call('DELETE', notes(`notes/${fin.body._id}`), { token: admin })).status).toBe(404);
    expect((await t.call<TClientNote[]>('GET', notes('financialnotes'), { token: admin })).body).toHaveLength(1);
  });

  it('refuses empty notes, other brands’ clients and callers without the permission; audits every change', async () => {
    const empty = await t.call('POST', notes('notes'), { token: admin, body: { note: '   ' } });
    expect(errorOf(empty).details?.[0]).toEqual({ path: 'note', message: 'A note cannot be empty' });
    expect((await t.call('GET', `/dashboard/users/${ids.other}/notes`, { token: admin })).status).toBe(404);
    const marketing = (await t.signIn('marketing@demo.test')).token;
    expect(errorOf(await t.call('GET', notes('notes'), { token: marketing })).code).toBe(ErrorCode.forbidden);
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/${ids.client}/logs`, { token: admin });
    expect(logs.body.docs.map((d) => d.action)).toEqual(
      expect.arrayContaining([
        'client.note.create',
        'client.note.update',
        'client.note.delete',
        'client.financialNote.update',
      ]),
    );
  });
});
