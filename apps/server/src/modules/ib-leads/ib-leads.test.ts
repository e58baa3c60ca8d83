import { ErrorCode, type TIbLeadImport } from '@crm/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv } from '../../../test/ib-leads-csv.ts';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { ibLeadsKit } from './ib-leads-test-kit.ts';
import { LEAD_IMPORTS_FUNCTION } from './lead-imports-function.ts';

/** The IB leads import through the HTTP API, on PGlite and on PostgreSQL. */
let t: TestApp;
let admin: string; // the admin role, without the explicit permission
let uploader: string; // the admin role, with internal.ib_leads_upload
let uploaderId: string;
let kit: ReturnType<typeof ibLeadsKit>;
const agents: string[] = [];

async function newStaff(name: string, department: string, token: string): Promise<string> {
  const res = await t.call<{ _id: string }>('POST', '/dashboard/crmusers', {
    token,
    body: {
      first_name: name,
      last_name: 'Ib',
      email: `${name.toLowerCase()}.ib@demo.test`,
      password: 'Strong-enough-pass-9',
      department,
    },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

const auditCount = async (action: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select ((select count(*) from audit_inbox where action = ${action}) +
                (select count(*) from audit_log where action = ${action}))::int as n`,
  );
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await startTestApp();
  kit = ibLeadsKit(t);
  const signedIn = await t.signIn('admin@demo.test');
  admin = signedIn.token;
  // Portugal: no demo agent covers it, so these two are its whole rotation.
  for (const name of ['Marta', 'Nuno']) {
    const id = await newStaff(name, 'sales', admin);
    const added = await t.call('PATCH', `/dashboard/crmusers/${id}/salescountries`, {
      token: admin,
      body: { sales_rotation_countries: ['pt'] },
    });
    expect(added.status).toBe(200);
    agents.push(id);
  }
  agents.sort();
  uploaderId = await newStaff('Ulla', 'support', admin);
  await t.database.db.execute(
    sql`update staff set permissions = array['internal.ib_leads_upload'],
          role_id = (select role_id from staff where email = 'admin@demo.test') where id = ${uploaderId}::uuid`,
  );
  uploader = (await t.signIn('ulla.ib@demo.test', 'Strong-enough-pass-9')).token;
});
afterAll(async () => {
  await kit.stopJobs();
  await t.close();
});

describe('access', () => {
  it('refuses the admin role without the explicit internal permission', async () => {
    const listed = await t.call('GET', '/dashboard/internals/ibleads', { token: admin });
    expect(listed.status).toBe(403);
    expect(errorOf(listed).code).toBe(ErrorCode.forbidden);
    const uploaded = await kit.upload(admin, leadsCsv(1, 'noperm'));
    expect(uploaded.status).toBe(403);
    expect(await t.call('GET', '/dashboard/internals/ibleads', { token: uploader })).toMatchObject({ status: 200 });
  });

  it('keeps imports inside their brand', async () => {
    const made = await kit.upload(uploader, leadsCsv(2, 'brand'));
    expect(made.status).toBe(201);
    await t.database.db.execute(
      sql`insert into staff_brands (staff_id, brand_id) values (${uploaderId}::uuid, 'northwind') on conflict do nothing`,
    );
    const session = await t.signIn('ulla.ib@demo.test', 'Strong-enough-pass-9');
    const switched = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: session.refresh_token, brand: 'northwind' },
    });
    expect(switched.status).toBe(200);
    const north = switched.body.token;
    const seen = await t.call('GET', `/dashboard/internals/ibleads/${made.body._id}?brand=northwind`, { token: north });
    expect(seen.status).toBe(404);
    const rows = await t.call('GET', `/dashboard/internals/ibleads/${made.body._id}/rows?brand=northwind`, {
      token: north,
    });
    expect(rows.status).toBe(404);
    const list = await t.call<TIbLeadImport[]>('GET', '/dashboard/internals/ibleads?brand=northwind', { token: north });
    expect(list.body.map((i) => i._id)).not.toContain(made.body._id);
  });
});

describe('upload', () => {
  it('reads a CSV, guesses the mapping and checks every row', async () => {
    const csv = [
      'E-mail;Given Name;Surname;Mobile;Country;Campaign',
      'ok.one@ib.test;Ana;Silva;912345678;Portugal;spring',
      'bad-email;Rui;Costa;912345679;PT;spring',
      'ok.two@ib.test;Eva;Lopes;123;PT;spring',
      'ok.three@ib.test;Ines;Reis;;XX;spring',
      '"quoted;semi@ib.test";Tom;"Mc; Coy";;PT;spring',
    ].join('\r\n');
    const res = await kit.upload(uploader, `\uFEFF${csv}`, 'alpha.csv');
    expect(res.status).toBe(201);
    expect(res.body.headers).toEqual(['E-mail', 'Given Name', 'Surname', 'Mobile', 'Country', 'Campaign']);
    expect(res.body.mapping).toMatchObject({
      email: 0,
      first_name: 1,
      last_name: 2,
      phone: 3,
      country: 4,
      utm_campaign: 5,
    });
    expect(res.body.total_rows).toBe(5);
    const { docs } = await kit.rows(uploader, res.body._id);
    expect(docs.map((r) => [r.line, r.status])).toEqual([
      [2, 'ready'],
      [3, 'invalid'],
      [4, 'invalid'],
      [5, 'invalid'],
      [6, 'invalid'],
    ]);
    expect(docs[0]?.values).toMatchObject({ country: 'Portugal', phone: '912345678' });
    // Each problem as a code for the console's words, and the same in English for the API's other readers.
    expect(docs[1]?.problems).toEqual([
      { field: 'email', message: 'Invalid email address', why: { code: 'invalidEmail' } },
    ]);
    expect(docs[2]?.problems).toEqual([
      {
        field: 'phone',
        message: '"123" is not a valid phone number for PT (or give it with its country code)',
        why: { code: 'invalidPhone', phone: '123', country: 'PT' },
      },
    ]);
    expect(docs[3]?.problems).toEqual([
      {
        field: 'country',
        message: 'Unknown country code (ISO 3166-1 alpha-2 expected)',
        why: { code: 'unknownCountry' },
      },
    ]);
    expect(docs[4]?.values.last_name).toBe('Mc; Coy');
    expect(await auditCount('ibLeads.upload')).toBeGreaterThan(0);
  });

  it('reads an XLSX (first sheet, rich text and numbers as text)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['first_name', 'last_name', 'email', 'phone', 'country']);
    sheet.addRow(['Xavi', { richText: [{ text: 'Pe' }, { text: 'rez' }] }, 'xavi@ib.test', 912000111, 'pt']);
    sheet.addRow(['Yara', 'Dias', 'yara@ib.test', '+351 912 000 222', 'PT']);
    book.addWorksheet('Notes').addRow(['not', 'leads']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await kit.upload(uploader, bytes, 'leads.xlsx');
    expect(res.status).toBe(201);
    expect(res.body.total_rows).toBe(2);
    const { docs } = await kit.rows(uploader, res.body._id);
    expect(docs.map((r) => r.status)).toEqual(['ready', 'ready']);
    expect(docs[0]?.values).toMatchObject({ last_name: 'Perez', phone: '912000111' });
  });

  it('refuses a bad file with its code and stores nothing', async () => {
    const before = await auditCount('ibLeads.upload');
    const binary = await kit.upload(uploader, Buffer.from([0, 1, 2, 3, 0, 0, 9]), 'x.csv');
    expect(binary.status).toBe(400);
    expect(binary.body.code).toBe(ErrorCode.ibLeadsFileUnreadable);
    const headerOnly = await kit.upload(uploader, 'email,first_name\n', 'h.csv');
    expect(headerOnly.body.code).toBe(ErrorCode.ibLeadsFileUnreadable);
    const brokenZip = await kit.upload(uploader, Buffer.from('PK\u0003\u0004garbage'), 'x.xlsx');
    expect(brokenZip.status).toBe(400);
    expect(brokenZip.body.code).toBe(ErrorCode.ibLeadsFileUnreadable);
    const noIb = await kit.upload(uploader, leadsCsv(1, 'noib'), 'n.csv', '');
    expect(noIb.status).toBe(400);
    expect(noIb.body.code).toBe(ErrorCode.validation);
    expect(await auditCount('ibLeads.upload')).toBe(before);
  });

  it('refuses a bad mapping with its code and rechecks rows under a good one', async () => {
    const made = await kit.upload(uploader, 'a,b,c,d\nZoe,Lima,zoe@ib.test,PT\n', 'm.csv');
    expect(made.body.counts.invalid).toBe(1);
    const put = (mapping: Record<string, number | null>) =>
      t.call<TIbLeadImport>('PUT', `/dashboard/internals/ibleads/${made.body._id}/mapping`, {
        token: uploader,
        body: { mapping },
      });
    const outside = await put({ first_name: 0, last_name: 1, email: 2, country: 9 });
    expect(outside.status).toBe(400);
    expect(errorOf(outside).code).toBe(ErrorCode.ibLeadsMappingInvalid);
    const twice = await put({ first_name: 0, last_name: 0, email: 2, country: 3 });
    expect(errorOf(twice).code).toBe(ErrorCode.ibLeadsMappingInvalid);
    const missing = await put({ first_name: 0, last_name: 1, country: 3 });
    expect(errorOf(missing).details?.[0]?.path).toBe('mapping.email');
    const good = await put({ first_name: 0, last_name: 1, email: 2, country: 3 });
    expect(good.status).toBe(200);
    expect(good.body.counts.ready).toBe(1);
  });
});

describe('duplicates', () => {
  it('finds duplicates of existing clients and within the file, and a fix clears them', async () => {
    const first = await kit.upload(uploader, leadsCsv(2, 'dup'), 'first.csv');
    await kit.importAll(uploader, first.body._id);
    // Line 2 repeats a client made above; lines 3 and 4 share an e-mail.
    const csv = [
      'first_name,last_name,email,country',
      'Lead0,dup,LEAD0.dup@ib.test,pt',
      'Same,One,same@ib.test,pt',
      'Same,Two,same@ib.test,pt',
    ].join('\n');
    const made = await kit.upload(uploader, csv, 'second.csv');
    const { docs } = await kit.rows(uploader, made.body._id);
    expect(docs.map((r) => r.status)).toEqual(['duplicate', 'ready', 'duplicate']);
    expect(docs[0]?.duplicate_client?.readable_id).toBeGreaterThan(0);
    expect(docs[2]?.duplicate_of_line).toBe(3);
    const fixed = await t.call<{ status: string; fixed: string[] }>(
      'PATCH',
      `/dashboard/internals/ibleads/${made.body._id}/rows/4`,
      { token: uploader, body: { values: { email: 'other@ib.test' } } },
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ status: 'ready', fixed: ['email'] });
    const dropped = await t.call('PATCH', `/dashboard/internals/ibleads/${made.body._id}/rows/2`, {
      token: uploader,
      body: { dropped: true },
    });
    expect(dropped.body).toMatchObject({ status: 'dropped' });
    const done = await kit.importAll(uploader, made.body._id);
    expect(done.counts).toMatchObject({ created: 2, skipped: 1 });
    const report = await kit.rows(uploader, made.body._id, 'status=skipped');
    expect(report.docs[0]).toMatchObject({ skip_reason: 'Dropped by staff', skip_why: { code: 'dropped' } });
    const closed = await t.call('PATCH', `/dashboard/internals/ibleads/${made.body._id}/rows/2`, {
      token: uploader,
      body: { dropped: false },
    });
    expect(errorOf(closed).code).toBe(ErrorCode.ibLeadsImportState);
  });
});

describe('duplicates by phone', () => {
  it('matches the E.164 phone against the brand’s clients and within the file, and says why', async () => {
    const header = 'first_name,last_name,email,phone,country';
    const first = await kit.upload(uploader, [header, 'Phone,Client,p0@ib.test,912300001,pt'].join('\n'), 'p0.csv');
    await kit.importAll(uploader, first.body._id);
    const csv = [
      header,
      'Other,Mail,p1@ib.test,+351 912 300 001,pt', // the client above, written another way
      'Phone,First,p2@ib.test,912300002,pt',
      'Phone,Second,p3@ib.test,+351912300002,pt', // line 3's phone
      'Both,Same,p2@ib.test,912 300 002,pt', // line 3's e-mail and phone
    ].join('\n');
    const made = await kit.upload(uploader, csv, 'phones.csv');
    const { docs } = await kit.rows(uploader, made.body._id);
    expect(docs.map((r) => [r.status, r.duplicate_on, r.duplicate_of_line])).toEqual([
      ['duplicate', ['phone'], null],
      ['ready', [], null],
      ['duplicate', ['phone'], 3],
      ['duplicate', ['email', 'phone'], 3],
    ]);
    const [client] = await queryRows<{ readable_id: number }>(
      t.database.db,
      sql`select readable_id::int as readable_id from clients where email = 'p0@ib.test'`,
    );
    expect(docs[0]?.duplicate_client?.readable_id).toBe(client?.readable_id);
    const done = await kit.importAll(uploader, made.body._id);
    expect(done.counts).toMatchObject({ created: 1, skipped: 3 });
    const report = await kit.rows(uploader, made.body._id, 'status=skipped');
    expect(report.docs.map((r) => r.skip_reason)).toEqual([
      `Duplicate of client ${client?.readable_id} (same phone)`,
      'Duplicate of line 3 (same phone)',
      'Duplicate of line 3 (same e-mail and phone)',
    ]);
    expect(report.docs.map((r) => r.skip_why)).toEqual([
      { code: 'duplicateClient', client: client?.readable_id, on: ['phone'] },
      { code: 'duplicateLine', line: 3, on: ['phone'] },
      { code: 'duplicateLine', line: 3, on: ['email', 'phone'] },
    ]);
  });
});

describe('import', () => {
  it('creates clients tagged with the IB and their UTMs, by the rotation, with a report', async () => {
    const csv = [
      'first_name,last_name,email,phone,country,utm_source,utm_campaign',
      'Rota,One,rota1@ib.test,912 345 001,pt,ibsite,may',
      'Rota,Two,rota2@ib.test,,pt,ibsite,may',
      'Rota,Three,rota3@ib.test,,pt,,',
      'Rota,Bad,not-an-email,,pt,,',
    ].join('\n');
    const made = await kit.upload(uploader, csv, 'rotation.csv', 'Rotation Partners');
    const done = await kit.importAll(uploader, made.body._id);
    expect(done).toMatchObject({ status: 'imported', processed: 4, undoable: true });
    expect(done.counts).toMatchObject({ created: 3, skipped: 1 });
    const created = await queryRows<{ agent: string; utms: Record<string, string>; phone: string | null }>(
      t.database.db,
      sql`select c.sales_agent_id::text as agent, c.utms, c.phone from ib_lead_rows r join clients c on c.id = r.client_id
          where r.import_id = ${made.body._id}::uuid order by r.line`,
    );
    expect(created[0]?.utms).toEqual({ ib: 'Rotation Partners', utm_source: 'ibsite', utm_campaign: 'may' });
    expect(created[0]?.phone).toBe('+351912345001');
    expect(created[2]?.utms).toEqual({ ib: 'Rotation Partners' });
    // Round robin between the two Portuguese agents: consecutive clients alternate.
    const turns = created.map((c) => c.agent);
    expect(new Set(turns)).toEqual(new Set(agents));
    expect(turns[0]).not.toBe(turns[1]);
    expect(turns[1]).not.toBe(turns[2]);
    const skipped = await kit.rows(uploader, made.body._id, 'status=skipped');
    expect(skipped.docs[0]).toMatchObject({
      skip_reason: 'email: Invalid email address',
      skip_why: { code: 'invalid' },
      problems: [{ field: 'email', why: { code: 'invalidEmail' } }],
    });
    expect(await auditCount('ibLeads.importChunk')).toBeGreaterThan(0);
    const again = await t.call('POST', `/dashboard/internals/ibleads/${made.body._id}/import`, { token: uploader });
    expect(errorOf(again).code).toBe(ErrorCode.ibLeadsImportState);
  });

  it('skips a lead from outside the uploader’s country whitelist', async () => {
    // Set in the database: an administrator may not edit a staff user holding rights they lack.
    const whitelist = (on: boolean) =>
      t.database.db.execute(sql`update staff set enable_country_whitelist = ${on},
          whitelist_countries = ${on ? '{pt}' : '{}'}::text[] where id = ${uploaderId}::uuid`);
    await whitelist(true);
    try {
      // A new session reads the staff user afresh.
      const token = (await t.signIn('ulla.ib@demo.test', 'Strong-enough-pass-9')).token;
      const made = await kit.upload(
        token,
        'first_name,last_name,email,country\nCy,Prus,cy@ib.test,CY\nPo,Rto,po@ib.test,PT\n',
        'cy.csv',
      );
      const { docs } = await kit.rows(token, made.body._id);
      expect(docs.map((r) => r.status)).toEqual(['invalid', 'ready']);
      expect(docs[0]?.problems).toEqual([
        {
          field: 'country',
          message: 'Outside your country whitelist: you cannot import this lead',
          why: { code: 'outsideWhitelist' },
        },
      ]);
    } finally {
      await whitelist(false);
    }
  });
});

describe('skip codes', () => {
  it('skips a lead whose e-mail a client took since the preview, with a code', async () => {
    const csv = 'first_name,last_name,email,phone,country\nLate,Comer,late@ib.test,912300777,pt\n';
    const waiting = await kit.upload(uploader, csv, 'waiting.csv');
    expect(waiting.body.counts.ready).toBe(1);
    // Another upload of the same lead is imported first: its client is registered since the preview.
    const first = await kit.upload(uploader, csv, 'first.csv');
    await kit.importAll(uploader, first.body._id);
    const made = (await kit.rows(uploader, first.body._id)).docs[0]?.client?.readable_id;
    const done = await kit.importAll(uploader, waiting.body._id);
    expect(done.counts).toMatchObject({ created: 0, skipped: 1 });
    const [row] = (await kit.rows(uploader, waiting.body._id)).docs;
    expect(row).toMatchObject({
      skip_reason: `Duplicate of client ${made} (same e-mail), registered since the preview`,
      skip_why: { code: 'registeredSince', client: made, on: 'email' },
    });
  });

  it('shows the stored English of rows checked and skipped before the codes', async () => {
    const made = await kit.upload(uploader, 'first_name,last_name,email,country\nOld,Row,old-row,pt\n', 'old.csv');
    await kit.importAll(uploader, made.body._id);
    // As migration 0047 found them: problems without a code, a skip reason without skip_why.
    await t.database.db.execute(sql`update ib_lead_rows
        set problems = '[{"field":"email","message":"Not an e-mail"}]'::jsonb, skip_reason = 'email: Not an e-mail', skip_why = null
        where import_id = ${made.body._id}::uuid`);
    const [row] = (await kit.rows(uploader, made.body._id)).docs;
    expect(row).toMatchObject({
      status: 'skipped',
      skip_reason: 'email: Not an e-mail',
      skip_why: null,
      problems: [{ field: 'email', message: 'Not an e-mail' }],
    });
    expect(row?.problems[0]).not.toHaveProperty('why');
  });
});

describe('undo', () => {
  it('soft-deletes untouched clients with the reason, and refuses once one was changed', async () => {
    const made = await kit.upload(uploader, leadsCsv(3, 'undo'), 'undo.csv');
    await kit.importAll(uploader, made.body._id);
    const [first] = (await kit.rows(uploader, made.body._id)).docs;
    const clientId = first?.client?._id ?? '';
    const note = await t.call('POST', `/dashboard/users/${clientId}/notes`, {
      token: admin,
      body: { note: 'Called, interested' },
    });
    expect(note.status).toBeLessThan(300);
    const refused = await t.call('POST', `/dashboard/internals/ibleads/${made.body._id}/undo`, {
      token: uploader,
      body: { reason: 'Wrong IB' },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(ErrorCode.ibLeadsUndoRefused);
    expect(errorOf(refused).details?.map((d) => d.message)).toEqual([
      `Client ${first?.client?.readable_id} changed since the import`,
    ]);
    expect((await kit.get(uploader, made.body._id)).undoable).toBe(false);

    const clean = await kit.upload(uploader, leadsCsv(3, 'undo2'), 'undo2.csv');
    const done = await kit.importAll(uploader, clean.body._id);
    expect(done.undoable).toBe(true);
    const bad = await t.call('POST', `/dashboard/internals/ibleads/${clean.body._id}/undo`, {
      token: uploader,
      body: { reason: '' },
    });
    expect(bad.status).toBe(400);
    const undone = await t.call<TIbLeadImport>('POST', `/dashboard/internals/ibleads/${clean.body._id}/undo`, {
      token: uploader,
      body: { reason: 'Sent by mistake' },
    });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'undone', undo_reason: 'Sent by mistake' });
    const kept = await queryRows<{ n: number; reasons: string[] }>(
      t.database.db,
      sql`select count(*)::int as n, array_agg(distinct c.delete_reason) as reasons
          from ib_lead_rows r join clients c on c.id = r.client_id
          where r.import_id = ${clean.body._id}::uuid and c.deleted_at is not null`,
    );
    expect(kept[0]).toEqual({ n: 3, reasons: ['Sent by mistake'] });
    const gone = (await kit.rows(uploader, clean.body._id)).docs[0]?.client?._id ?? '';
    expect((await t.call('GET', `/dashboard/users/${gone}`, { token: admin })).status).toBe(404);
    // The e-mails are free again: the same leads import anew.
    const redo = await kit.upload(uploader, leadsCsv(3, 'undo2'), 'undo2.csv');
    expect(redo.body.counts.ready).toBe(3);
    const twice = await t.call('POST', `/dashboard/internals/ibleads/${clean.body._id}/undo`, {
      token: uploader,
      body: { reason: 'again' },
    });
    expect(errorOf(twice).code).toBe(ErrorCode.ibLeadsImportState);
  });
});

describe('job registry', () => {
  it('queues a run of ib-lead-imports when an import starts, in the same request', async () => {
    const made = await kit.upload(uploader, leadsCsv(3, 'queued'), 'queued.csv');
    const started = await t.call('POST', `/dashboard/internals/ibleads/${made.body._id}/import`, { token: uploader });
    expect(started.status).toBe(200);
    const queued = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from scheduled_function_runs
          where function_name = ${LEAD_IMPORTS_FUNCTION} and trigger = 'manual' and status = 'queued'`,
    );
    expect(queued[0]?.n).toBe(1);
    const done = await kit.importAll(uploader, made.body._id);
    expect(done.counts).toMatchObject({ created: 3 });
  });

  it('goes on with an import a stopped server left importing, with no hook of its own', async () => {
    const made = await kit.upload(uploader, leadsCsv(30, 'resumed'), 'resumed.csv');
    // As a server stopped mid-import leaves it: importing, no run queued; the schedule takes it up.
    await t.database.db.execute(
      sql`update ib_lead_imports set status = 'importing', started_at = now() where id = ${made.body._id}::uuid`,
    );
    const fn = t.app.jobs.get(LEAD_IMPORTS_FUNCTION);
    const run = (chunksPerRun: number) =>
      fn?.run({ parameters: { chunkRows: 10, chunksPerRun }, dueAt: new Date(), log: t.app.log });
    // One chunk per run: the import goes on run after run, where the last one ended.
    expect(await run(1)).toMatchObject({ imports: 1, chunks: 1 });
    expect((await kit.get(uploader, made.body._id)).processed).toBe(10);
    await run(10);
    expect(await kit.get(uploader, made.body._id)).toMatchObject({ status: 'imported', processed: 30 });
  });
});

describe('size', () => {
  it('imports 5,000 rows in chunks, counting every row', async () => {
    const made = await kit.upload(uploader, leadsCsv(5000, 'bulk'), 'bulk.csv');
    expect(made.status).toBe(201);
    expect(made.body.counts.ready).toBe(5000);
    const done = await kit.importAll(uploader, made.body._id, 240_000);
    expect(done.counts).toMatchObject({ created: 5000, skipped: 0 });
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from clients where utms ->> 'utm_source' = 'ib-bulk'`,
    );
    expect(stored?.n).toBe(5000);
    expect(await auditCount('ibLeads.importChunk')).toBeGreaterThanOrEqual(10);
  }, 300_000);
});
