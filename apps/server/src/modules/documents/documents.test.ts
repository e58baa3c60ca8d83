import path from 'node:path';
import type { TAuditRecord, TClient, TDocument, TQueueCount } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { clientDocuments, clients } from '../../db/schema.ts';
import { localDiskStorage } from '../../storage/file-storage.ts';

/** Real file starts: what a scanner or phone produces begins with these bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64, 1),
  Buffer.from('ffd9', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let admin: string;
let ids: { zoe: string; xaver: string; north: string };

async function addClients(db: Db) {
  const rows = await db
    .insert(clients)
    .values([
      {
        brandId: 'meridian',
        firstName: 'Zoe',
        lastName: 'Quill',
        email: 'zoe@known.test',
        country: 'cy',
        dateOfBirth: '1990-04-12',
        address: '3 Ledra Street, 1011 Nicosia',
      },
      { brandId: 'meridian', firstName: 'Xaver', lastName: 'Quill', email: 'xaver@known.test', country: 'de' },
      { brandId: 'northwind', firstName: 'Yara', lastName: 'Quill', email: 'yara@known.test', country: 'cy' },
    ])
    .returning({ id: clients.id });
  ids = { zoe: rows[0]?.id ?? '', xaver: rows[1]?.id ?? '', north: rows[2]?.id ?? '' };
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addClients });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

async function upload(clientId: string, kind: string | undefined, name: string, bytes: Buffer, token = admin) {
  const form = new FormData();
  if (kind) form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${t.baseUrl}/dashboard/users/${clientId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as TDocument & { code: number; message: string } };
}
const review = (id: string, status: string, body: unknown = {}) =>
  t.call<TDocument>('PUT', `/dashboard/users/documents/${id}?status=${status}`, { token: admin, body });
/** A stored file's bytes, straight from the store the server writes to. */
async function readAll(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of localDiskStorage(path.join(t.config.dataDir, 'documents')).read(key)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
const client = async (id: string) => (await t.call<TClient>('GET', `/dashboard/users/${id}`, { token: admin })).body;

describe('KYC documents', () => {
  let idDoc: string;
  let poaDoc: string;

  it('accepts JPEG, PNG and PDF by their content, and the client’s KYC becomes pending', async () => {
    const png = await upload(ids.zoe, 'id_document', 'passport.png', PNG);
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      kind: 'id_document',
      status: 'pending',
      mimeType: 'image/png',
      originalName: 'passport.png',
      isLatest: true,
    });
    idDoc = png.body._id;
    const pdf = await upload(ids.zoe, 'proof_of_address', 'utility bill.pdf', PDF);
    expect(pdf.body.mimeType).toBe('application/pdf');
    poaDoc = pdf.body._id;
    expect((await upload(ids.zoe, 'other', 'selfie.JPG', JPEG)).body.mimeType).toBe('image/jpeg');
    expect((await client(ids.zoe)).kyc_status).toBe('pending');
  });

  it('refuses wrong content for the name, unknown content, paths in names, a missing kind and oversize files', async () => {
    const pretend = await upload(ids.zoe, 'id_document', 'passport.pdf', PNG);
    expect(pretend.status).toBe(400);
    expect(pretend.body.message).toBe('The file is a PNG but its name says .pdf');
    expect((await upload(ids.zoe, 'id_document', 'notes.pdf', Buffer.from('just text'))).body.message).toBe(
      'Only JPEG, PNG and PDF documents are accepted',
    );
    expect((await upload(ids.zoe, 'id_document', '../../etc/passwd.png', PNG)).body.message).toBe(
      'The file name may not contain a path',
    );
    expect((await upload(ids.zoe, undefined, 'passport.png', PNG)).status).toBe(400);
    const huge = await upload(ids.zoe, 'other', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
  });

  it('queues pending documents for review and counts them on the badge', async () => {
    const queue = await t.call<{ docs: TDocument[]; totalDocs: number }>(
      'GET',
      '/dashboard/users/documents?status=pending&page=1&size=1000',
      {
        token: admin,
      },
    );
    expect(queue.body.totalDocs).toBe(3);
    // With what the reviewer compares the file against.
    expect(queue.body.docs[0]?.client).toMatchObject({
      first_name: 'Zoe',
      country: 'cy',
      date_of_birth: '1990-04-12',
      address: '3 Ledra Street, 1011 Nicosia',
    });
    const counts = await t.call<TQueueCount[]>('GET', '/dashboard/queues/counts', { token: admin });
    expect(counts.body.find((q) => q.key === 'documents.pendingReview')?.count).toBe(3);
  });

  it('reviews: a reason is needed to reject or request changes; decided documents stay decided', async () => {
    expect((await review(poaDoc, 'rejected')).status).toBe(400);
    const changes = await review(poaDoc, 'pendingChanges', { reason: 'The bill is older than 3 months' });
    expect(changes.body).toMatchObject({ status: 'pendingChanges', reason: 'The bill is older than 3 months' });
    expect((await client(ids.zoe)).kyc_status).toBe('pending');
    // No body and no content type: the status travels in the query (spec point 7).
    const bare = await fetch(`${t.baseUrl}/dashboard/users/documents/${idDoc}?status=approved`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as TDocument).status).toBe('approved');
    const bareReject = await fetch(`${t.baseUrl}/dashboard/users/documents/${poaDoc}?status=rejected`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
    });
    // Still refused without a reason, and the refusal names it.
    expect(bareReject.status).toBe(400);
    expect(((await bareReject.json()) as { details: { path: string }[] }).details[0]?.path).toBe('reason');
    expect((await review(idDoc, 'rejected', { reason: 'x' })).status).toBe(409);
  });

  it('approves the client once identity and address are both approved, via a new upload', async () => {
    const newer = await upload(ids.zoe, 'proof_of_address', 'bill-june.pdf', PDF);
    const history = await t.call<TDocument[]>('GET', `/dashboard/users/${ids.zoe}/documents`, { token: admin });
    expect(history.body.find((d) => d._id === poaDoc)?.isLatest).toBe(false);
    await review(newer.body._id, 'approved');
    expect((await client(ids.zoe)).kyc_status).toBe('approved');
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/${ids.zoe}/logs?limit=50`, {
      token: admin,
    });
    const actions = logs.body.docs.map((d) => d.action);
    expect(actions).toEqual(
      expect.arrayContaining(['uploadKYCDocument', 'approveKYCDocument', 'requestKYCDocumentChanges']),
    );
  });

  it('downloads as an attachment, never sniffed, and records the download', async () => {
    const res = await fetch(`${t.baseUrl}/dashboard/users/documents/${idDoc}/file`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="document-${idDoc}.png"`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/${ids.zoe}/logs`, { token: admin });
    expect(logs.body.docs[0]?.action).toBe('downloadKYCDocument');
  });

  it('keeps documents of other brands and non-whitelisted countries out of reach', async () => {
    const north = await upload(ids.north, 'id_document', 'x.png', PNG);
    expect(north.status).toBe(404);
    const xaverDoc = await upload(ids.xaver, 'id_document', 'ausweis.png', PNG);
    const compliance = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=compliance@', { token: admin })
    ).body.docs[0];
    await t.call('PUT', `/dashboard/crmusers/${compliance?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    const limited = (await t.signIn('compliance@demo.test')).token;
    const res = await fetch(`${t.baseUrl}/dashboard/users/documents/${xaverDoc.body._id}/file`, {
      headers: { authorization: `Bearer ${limited}` },
    });
    expect(res.status).toBe(404);
    const queue = await t.call<{ docs: TDocument[] }>('GET', '/dashboard/users/documents?status=pending', {
      token: limited,
    });
    expect(queue.body.docs.every((d) => d.client.first_name !== 'Xaver')).toBe(true);
  });

  it('deletes a document softly, with a reason, keeping the record and the file (AML)', async () => {
    const noReason = await t.call('DELETE', `/dashboard/users/documents/${poaDoc}`, { token: admin });
    expect(noReason.status).toBe(400);
    const blank = await t.call('DELETE', `/dashboard/users/documents/${poaDoc}`, {
      token: admin,
      body: { reason: ' ' },
    });
    expect(errorOf(blank).details?.[0]?.path).toBe('reason');
    const reason = 'Uploaded to the wrong client';
    const deleted = await t.call('DELETE', `/dashboard/users/documents/${poaDoc}`, { token: admin, body: { reason } });
    expect(deleted.status).toBe(200);
    // Gone from lookups, lists and downloads…
    expect((await t.call('GET', `/dashboard/users/documents/${poaDoc}`, { token: admin })).status).toBe(404);
    const file = await fetch(`${t.baseUrl}/dashboard/users/documents/${poaDoc}/file`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(404);
    const list = await t.call<TDocument[]>('GET', `/dashboard/users/${ids.zoe}/documents`, { token: admin });
    expect(list.body.map((d) => d._id)).not.toContain(poaDoc);
    expect(
      (await t.call('DELETE', `/dashboard/users/documents/${poaDoc}`, { token: admin, body: { reason } })).status,
    ).toBe(404);
    // …but kept, with who and why, and its file still in the store.
    const [row] = await t.database.db.select().from(clientDocuments).where(eq(clientDocuments.id, poaDoc));
    expect(row).toMatchObject({ deleteReason: reason });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBeTruthy();
    expect((await readAll(row?.storageKey ?? '')).equals(PDF)).toBe(true);
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/${ids.zoe}/logs`, { token: admin });
    expect(logs.body.docs[0]).toMatchObject({ action: 'deleteKYCDocument', after: { documentId: poaDoc, reason } });
  });

  it('forces a KYC status with its own permission', async () => {
    const forced = await t.call<TClient>('PATCH', `/dashboard/users/${ids.xaver}/documents/kyc`, {
      token: admin,
      body: { status: 'rejected' },
    });
    expect(forced.body.kyc_status).toBe('rejected');
    const support = (await t.signIn('support@demo.test')).token;
    expect(
      errorOf(
        await t.call('PATCH', `/dashboard/users/${ids.xaver}/documents/kyc`, {
          token: support,
          body: { status: 'approved' },
        }),
      ).code,
    ).toBe(20);
  });
});
