import { Readable } from 'node:stream';
import type { TAuditRecord } from '@crm/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

/** The export's page, in rows. */
const PAGE = 100;
let t: TestApp;
let admin: string;

async function addTrickyClient(db: Db) {
  await db.insert(clients).values({
    brandId: 'meridian',
    firstName: '=HYPERLINK("http://evil.example","x")',
    lastName: '+SUM(A1)',
    email: 'tricky@known.test',
    country: 'de',
  });
}

beforeAll(async () => {
  // Small export pages, so a few hundred clients make an export of several pages (2,600 clients
  // against the default page of 2,000 made this the slowest file of the suite).
  t = await startTestApp({ DEMO_CLIENTS: '600', EXPORT_PAGE_SIZE: String(PAGE) }, { beforeStart: addTrickyClient });
  admin = (await t.signIn('admin@demo.test')).token;
});
afterAll(() => t.close());

const download = async (path: string, token = admin, init: RequestInit = {}) => {
  const res = await fetch(`${t.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('client exports', () => {
  it('exports every matching row (several pages) with exactly the chosen columns', async () => {
    const total = await t.call<{ totalDocs: number }>('GET', '/dashboard/users?view=verified&limit=1', {
      token: admin,
    });
    const { res, bytes } = await download('/dashboard/users?export=csv&view=verified&fields=readableId,email,country');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-meridian-verified-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const rows: string[][] = parse(bytes);
    expect(rows[0]).toEqual(['readableId', 'email', 'country']);
    expect(rows.length - 1).toBe(total.body.totalDocs);
    expect(total.body.totalDocs).toBeGreaterThan(2 * PAGE);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(rows.length - 1);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const { bytes } = await download('/dashboard/users?export=csv&search=tricky&fields=first_name,last_name,email');
    const rows: string[][] = parse(bytes);
    expect(rows[1]).toEqual(['\'=HYPERLINK("http://evil.example","x")', "'+SUM(A1)", 'tricky@known.test']);
  });

  it('writes XLSX from the body of POST /dashboard/users/exports', async () => {
    const filters = 'country[eq]:de';
    const count = await t.call<{ totalDocs: number }>(
      'GET',
      `/dashboard/users?limit=1&filters=${encodeURIComponent(filters)}`,
      {
        token: admin,
      },
    );
    const { res, bytes } = await download('/dashboard/users/exports', admin, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: ['email', 'country'], filters, format: 'xlsx' }),
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from([bytes]));
    const sheet = book.getWorksheet('Clients');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'email', 'country']);
    expect((sheet?.rowCount ?? 0) - 1).toBe(count.body.totalDocs);
    const countries = new Set<unknown>();
    sheet?.eachRow((row, n) => n > 1 && countries.add(row.getCell(2).value));
    expect([...countries]).toEqual(['de']);
  });

  it('keeps a whitelisted exporter to their countries, and records every export', async () => {
    const accounting = (
      await t.call<{ docs: { _id: string }[] }>('GET', '/dashboard/crmusers?search=accounting@', { token: admin })
    ).body.docs[0];
    await t.call('PUT', `/dashboard/crmusers/${accounting?._id}/countryWhitelist`, {
      token: admin,
      body: { enable_country_whitelist: true, whitelist_countries: ['cy'] },
    });
    const limited = (await t.signIn('accounting@demo.test')).token;
    const rows: string[][] = parse((await download('/dashboard/users?export=csv&fields=country', limited)).bytes);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(['cy']));
    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', '/dashboard/users/userLogs?type=client&limit=10', {
      token: admin,
    });
    expect(logs.body.docs.filter((d) => d.action === 'client.export').length).toBeGreaterThanOrEqual(4);
  });

  it('refuses to export without utils.export', async () => {
    const sales = (await t.signIn('sales@demo.test')).token;
    expect((await download('/dashboard/users?export=csv', sales)).res.status).toBe(403);
    expect(
      (
        await download('/dashboard/users/exports', sales, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).res.status,
    ).toBe(403);
  });
});
