import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { auditInbox, auditLog, clients } from '../../db/schema.ts';
import { neutralize } from './export-cell.ts';

// Small keyset pages, so every export below walks many of them.
const PAGE = 5;
const TRICKY = {
  formula: '=HYPERLINK("http://evil.example","x")',
  plus: '+1',
  at: '@SUM(A1)',
};

let t: TestApp;
let admin: string;
let adminId: string;
let sales: string;

async function addTrickyClients(db: Db) {
  await db.insert(clients).values([
    { brandId: 'meridian', firstName: TRICKY.formula, lastName: TRICKY.plus, email: 'f1@tricky.test', country: 'de' },
    { brandId: 'meridian', firstName: TRICKY.at, lastName: 'Plain', email: 'f2@tricky.test', country: 'de' },
    // Another brand's client matches the same search: a meridian export must never carry it.
    { brandId: 'northwind', firstName: 'Other', lastName: 'Brand', email: 'f3@tricky.test', country: 'de' },
  ]);
}

beforeAll(async () => {
  t = await startTestApp({ DEMO_CLIENTS: '120', EXPORT_PAGE_SIZE: String(PAGE) }, { beforeStart: addTrickyClients });
  const signedIn = await t.signIn('admin@demo.test');
  admin = signedIn.token;
  adminId = signedIn.user._id;
  sales = (await t.signIn('sales@demo.test')).token;
});
afterAll(() => t.close());

/** A value as a CSV cell holds it: nothing is empty, text is neutralised. */
const asCell = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? neutralize(value) : String(value);

async function download(path: string, init: RequestInit = {}, token = admin) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const csvOf = async (path: string, init?: RequestInit): Promise<string[][]> => {
  const { res, bytes } = await download(path, init);
  expect(res.status, path).toBe(200);
  return parse(bytes);
};

/** An XLSX file's rows as text, as they would read in a CSV. */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.read(Readable.from([bytes]));
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  const width = sheet?.getRow(1).cellCount ?? 0;
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: width }, (_, i) => asCell(row.getCell(i + 1).value)));
  });
  return rows;
}

/** Every row of the clients list as the console pages through it (Next, by cursor). */
async function clientsListed(query: string, fields: readonly string[]): Promise<string[][]> {
  const rows: string[][] = [];
  let cursor: string | null = null;
  for (let page = 1; ; page++) {
    const at: string = cursor ? `&page=${page}&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await t.call<{ docs: Record<string, unknown>[]; nextCursor: string | null }>(
      'GET',
      `/dashboard/users?${query}&limit=25${at}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.docs.map((d) => fields.map((f) => asCell(d[f]))));
    cursor = res.body.nextCursor;
    if (!cursor) return rows;
  }
}

/** Every row of a list paged by number (transactions, requests). */
async function pagedList<T>(
  path: string,
  docsOf: (body: T) => Record<string, unknown>[],
  cells: (doc: Record<string, unknown>) => string[],
) {
  const rows: string[][] = [];
  for (let page = 1; ; page++) {
    const res = await t.call<T>('GET', `${path}&limit=40&page=${page}`, { token: admin });
    expect(res.status, path).toBe(200);
    const docs = docsOf(res.body);
    rows.push(...docs.map(cells));
    if (docs.length < 40) return rows;
  }
}

/**
 * The export records so far, in the inbox and on the log, read in one snapshot: the sealer moves
 * records from one to the other, and two separate reads could count one record twice, or not at all.
 */
const exportRecords = (action: string) =>
  t.database.db.transaction(
    async (tx) => {
      const inbox = await tx
        .select()
        .from(auditInbox)
        .where(and(eq(auditInbox.action, action), eq(auditInbox.actorId, adminId)));
      const log = await tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.actorId, adminId)));
      return [...inbox, ...log];
    },
    { isolationLevel: 'repeatable read' },
  );

describe('an export is the view', () => {
  const fields = ['readableId', 'first_name', 'last_name', 'country', 'ftd_amount_usd', 'suspended'];

  for (const sort of ['last_name', '-ftd_amount_usd', 'ftd_amount_usd', 'createdAt']) {
    it(`clients sorted by ${sort}: the same rows, in the same order, with the same columns, as CSV and XLSX`, async () => {
      const query = `view=all&sort=${sort}&fields=${fields.join(',')}&filters=${encodeURIComponent('country[eq]:de')}`;
      const listed = await clientsListed(query, fields);
      expect(listed.length).toBeGreaterThan(3 * PAGE);
      const csv = await csvOf(`/dashboard/users?${query}&export=csv`);
      expect(csv[0]).toEqual(fields);
      expect(csv.slice(1)).toEqual(listed);
      const { res, bytes } = await download(`/dashboard/users?${query}&export=xlsx`);
      expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
      expect(res.headers.get('x-export-rows')).toBe(String(listed.length));
      expect(await xlsxRows(bytes)).toEqual(csv);
    });
  }

  it('clients from POST /dashboard/users/exports keep the body’s sort, search and columns', async () => {
    const listed = await clientsListed('view=all&sort=-last_name&search=tricky.test&fields=email,last_name', [
      'email',
      'last_name',
    ]);
    const csv = await csvOf('/dashboard/users/exports', {
      method: 'POST',
      body: JSON.stringify({ fields: ['email', 'last_name'], search: 'tricky.test', sort: '-last_name' }),
    });
    expect(csv.slice(1)).toEqual(listed);
    // The other brand's client matches the search too, and is not there.
    expect(csv.slice(1).map((r) => r[0])).toEqual(['f2@tricky.test', 'f1@tricky.test']);
  });

  for (const sort of ['-amount', 'createdAt', '-updatedAt']) {
    it(`transactions sorted by ${sort}: the same rows in the same order`, async () => {
      const fields = ['readableId', 'transaction_type', 'status', 'amount', 'currency', 'createdAt'] as const;
      const filters = { list: 'deposits', fromDate: '2000-01-01', toDate: '2100-01-01' };
      const listed = await pagedList<{ docs: Record<string, unknown>[] }>(
        `/dashboard/users/transactions?list=deposits&sort=${sort}&fromDate=${filters.fromDate}&toDate=${filters.toDate}`,
        (b) => b.docs,
        (d) => fields.map((f) => asCell(f === 'readableId' ? (d.client as { readableId: string }).readableId : d[f])),
      );
      expect(listed.length).toBeGreaterThan(3 * PAGE);
      const body = (format: string) => JSON.stringify({ fields, filters, sort, format });
      const csv = await csvOf('/dashboard/users/transactions/exports', { method: 'POST', body: body('csv') });
      expect(csv[0]).toEqual([...fields]);
      expect(csv.slice(1)).toEqual(listed);
      const xlsx = await download('/dashboard/users/transactions/exports', { method: 'POST', body: body('xlsx') });
      expect(await xlsxRows(xlsx.bytes)).toEqual(csv);
    });
  }

  for (const sort of ['amount', '-amount', '-createdAt']) {
    it(`requests sorted by ${sort} (amounts can be empty): the same rows in the same order`, async () => {
      const fields = ['readableId', 'request_type', 'status', 'amount', 'createdAt'] as const;
      const listed = await pagedList<{ data: Record<string, unknown>[] }>(
        `/dashboard/users/requests?sort=${sort}`,
        (b) => b.data,
        (d) => fields.map((f) => asCell(f === 'readableId' ? (d.user as { readableId: string }).readableId : d[f])),
      );
      expect(listed.length).toBeGreaterThan(3 * PAGE);
      expect(listed.some((r) => r[3] === '')).toBe(true);
      const csv = await csvOf(`/dashboard/users/requests?sort=${sort}&export=csv&fields=${fields.join(',')}`);
      expect(csv[0]).toEqual([...fields]);
      expect(csv.slice(1)).toEqual(listed);
    });
  }
});

describe('export safety', () => {
  it('neutralises formulas in CSV and in XLSX', async () => {
    const path = '/dashboard/users?search=tricky.test&sort=email&fields=first_name,last_name';
    const expected = [
      ['first_name', 'last_name'],
      [`'${TRICKY.formula}`, `'${TRICKY.plus}`],
      [`'${TRICKY.at}`, 'Plain'],
    ];
    expect(await csvOf(`${path}&export=csv`)).toEqual(expected);
    const { bytes } = await download(`${path}&export=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([bytes]));
    const cell = book.worksheets[0]?.getRow(2).getCell(1);
    // Text, not a formula: the cell holds the neutralised string.
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(`'${TRICKY.formula}`);
    expect(await xlsxRows(bytes)).toEqual(expected);
  });

  it('writes one audit record per export: who, which list, its filters and sort, the columns and the row count', async () => {
    const before = await exportRecords('request.export');
    const filters = 'request_type[eq]:withdrawFromAccount';
    const csv = await csvOf(
      `/dashboard/users/requests?sort=-amount&export=csv&fields=amount,status&filters=${encodeURIComponent(filters)}`,
    );
    const after = await exportRecords('request.export');
    expect(after.length).toBe(before.length + 1);
    // The newest: the sealer may have moved it from the inbox to the log meanwhile, with a new id.
    const record = after.toSorted((a, b) => b.at.getTime() - a.at.getTime())[0];
    expect(record?.entityType).toBe('request');
    expect(record?.after).toMatchObject({
      format: 'csv',
      filters,
      sort: '-amount',
      columns: ['amount', 'status'],
      rows: csv.length - 1,
    });
  });

  it('refuses without the export permission, before writing any record', async () => {
    const before = (await exportRecords('client.export')).length;
    expect((await download('/dashboard/users?export=csv', {}, sales)).res.status).toBe(403);
    expect((await download('/dashboard/users/requests?export=xlsx', {}, sales)).res.status).toBe(403);
    const body = JSON.stringify({ fields: ['amount'], filters: { fromDate: '2000-01-01', toDate: '2100-01-01' } });
    expect((await download('/dashboard/users/transactions/exports', { method: 'POST', body }, sales)).res.status).toBe(
      403,
    );
    expect((await exportRecords('client.export')).length).toBe(before);
  });

  it('stops when the client goes away, and the server carries on', async () => {
    for (const format of ['csv', 'xlsx']) {
      const abort = new AbortController();
      const res = await fetch(`${t.baseUrl}/dashboard/users/transactions/exports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          fields: ['amount', 'comment'],
          filters: { fromDate: '2000-01-01', toDate: '2100-01-01' },
          format,
        }),
        signal: abort.signal,
      });
      const reader = res.body?.getReader();
      expect((await reader?.read())?.done).toBe(false);
      abort.abort();
      await reader?.closed.catch(() => {});
    }
    expect((await t.call('GET', '/dashboard/users?limit=1', { token: admin })).status).toBe(200);
    expect((await csvOf('/dashboard/users?export=csv&fields=email&search=f1@tricky.test')).length).toBe(2);
  });

  it('keeps to the brand: another brand’s clients never appear', async () => {
    const csv = await csvOf('/dashboard/users?export=csv&fields=email');
    const emails = new Set(csv.slice(1).flatMap((r) => r[0] ?? []));
    expect(emails.has('f1@tricky.test')).toBe(true);
    expect(emails.has('f3@tricky.test')).toBe(false);
    const northwind = await t.database.db
      .select({ email: clients.email })
      .from(clients)
      .where(and(eq(clients.brandId, 'northwind'), inArray(clients.email, [...emails])));
    expect(northwind).toEqual([]);
  });
});
