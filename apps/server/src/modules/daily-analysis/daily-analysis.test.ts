import {
  ErrorCode,
  type TDailyAnalysis,
  type TDailyAnalysisSummary,
  type TMarketingConsent,
  type TOutboxMessage,
} from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients, staff } from '../../db/schema.ts';
import { dailyAnalyses, instrumentDailyRanges, mailDeliveries } from '../../db/schema-messaging.ts';
import { clientSegments } from '../../db/schema-segments.ts';
import { deliverQueued } from '../mail/deliver-queued.ts';
import { claimNewMailing } from '../mail/mailing-claims.ts';
import { outboxMail } from '../mail/outbox-mail.ts';
import { resumeMailings } from '../mail/resume-mailings.ts';
import { unsubscribeTokenOf } from '../mail/unsubscribe-token.ts';

/**
 * The daily analysis e-mail end to end: drafted from the feed's ranges, edited (sanitised), sent
 * through a real SMTP peer started here, and through the outbox on an instance without SMTP_URL;
 * consent, the unsubscribe link, permissions, brand scope and bad input.
 */
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let t: TestApp; // SMTP_URL set
let outboxApp: TestApp; // same database, no SMTP_URL
const token: Record<string, string> = {};
const ids: Record<string, string> = {};
/** The clock both instances read: a day after the market day the test writes ranges for. */
const NOW = new Date('2026-11-20T08:00:00Z');

async function addClient(key: string, brand: string, kyc: string, country = 'cy') {
  const [row] = await t.database.db
    .insert(clients)
    .values({
      brandId: brand,
      firstName: key,
      lastName: 'Mailtest',
      email: `${key.toLowerCase()}@mail.test`,
      country,
      kycStatus: kyc,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('no client');
  ids[key] = row.id;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      // The peer refuses one mailbox, as a real relay may: that recipient's log row says failed.
      if (address.address.startsWith('refused')) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          // Folded header lines unfolded, so a header reads on one line.
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/\r\n[ \t]+/g, ' '),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const address = smtp.server.address();
  smtpPort = typeof address === 'object' && address ? address.port : 0;
  const clock = () => NOW;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_BATCH_SIZE: '2' }, { clock });
  outboxApp = await startTestApp({}, { sharing: t, clock });
  // Compliance works in both brands: with the analysis permission it shows the brand scope.
  await t.database.db
    .update(staff)
    .set({ permissions: sql`array_append(${staff.permissions}, 'internal.daily_analysis_email')` })
    .where(eq(staff.email, 'compliance@demo.test'));
  for (const who of ['admin', 'developer', 'compliance']) token[who] = (await t.signIn(`${who}@demo.test`)).token;
  const compliance = await t.signIn('compliance@demo.test');
  const northwind = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
    body: { refresh_token: compliance.refresh_token, brand: 'northwind' },
  });
  token.northwind = northwind.body.token;

  await addClient('Alice', 'meridian', 'approved');
  await addClient('Bruno', 'meridian', 'approved');
  await addClient('Refused', 'meridian', 'approved');
  await addClient('Carla', 'meridian', 'pending'); // consented but not verified
  await addClient('Dmitri', 'meridian', 'approved'); // verified, never consented
  await addClient('Nora', 'northwind', 'approved'); // another brand
  // The market day before NOW: EURUSD up 1%, BTCUSD down 3%, XAUUSD flat with a wide range.
  await t.database.db
    .insert(instrumentDailyRanges)
    .values([
      { day: '2026-11-19', instrumentId: 1, open: 116_500, high: 117_900, low: 116_000, last: 117_665, updatedAt: NOW },
    ]);
}, 120_000);

afterAll(async () => {
  await outboxApp?.close();
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const call = <T>(method: string, path: string, who: string, body?: unknown, app: TestApp = t) =>
  app.call<T>(method, path, { token: token[who], body });
const consent = (key: string, body: unknown, who = 'admin') =>
  call<TMarketingConsent>('PUT', `/dashboard/users/${ids[key]}/marketingConsent`, who, body);

describe('marketing consent', () => {
  it('is recorded with its source and date by staff who may edit clients, and audited', async () => {
    const none = await call<TMarketingConsent>('GET', `/dashboard/users/${ids.Alice}/marketingConsent`, 'developer');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ consented: false, source: null, changed_at: null, may_receive_marketing: false });

    for (const key of ['Alice', 'Bruno', 'Refused', 'Carla']) {
      const given = await consent(key, { consented: true, source: 'phone' });
      expect(given.status).toBe(200);
      expect(given.body).toMatchObject({
        consented: true,
        source: 'phone',
        changed_at: NOW.toISOString(),
        may_receive_marketing: true,
      });
    }
    const nora = await t.signIn('admin@demo.test');
    const nw = await t.call<{ token: string }>('POST', '/dashboard/auth/token', {
      body: { refresh_token: nora.refresh_token, brand: 'northwind' },
    });
    expect(
      (
        await t.call('PUT', `/dashboard/users/${ids.Nora}/marketingConsent`, {
          token: nw.body.token,
          body: { consented: true, source: 'web_form' },
        })
      ).status,
    ).toBe(200);

    const audited = await queryRows<{ after: { consented: boolean; source: string } }>(
      t.database.db,
      sql`select after from audit_inbox where action = 'client.marketingConsent' and entity_id = ${ids.Alice}
          union all select after from audit_log where action = 'client.marketingConsent' and entity_id = ${ids.Alice}`,
    );
    expect(audited.map((r) => r.after)).toEqual([expect.objectContaining({ consented: true, source: 'phone' })]);
  });

  it('refuses staff without client-edit, another brand’s client and a bad source', async () => {
    const refused = await consent('Dmitri', { consented: true, source: 'phone' }, 'developer');
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
    const otherBrand = await consent('Nora', { consented: false, source: 'phone' });
    expect(otherBrand.status).toBe(404);
    const bad = await consent('Dmitri', { consented: true, source: 'carrier_pigeon' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe(ErrorCode.validation);
    const linkSource = await consent('Dmitri', { consented: true, source: 'unsubscribe_link' });
    expect(linkSource.status).toBe(400);
  });
});

describe('the daily analysis', () => {
  let draft: TDailyAnalysis;
  let edited = '';

  it('needs its explicit permission, even for the admin role', async () => {
    const admin = await call('GET', '/dashboard/internals/dailyAnalysis', 'admin');
    expect(admin.status).toBe(403);
    expect(errorOf(admin).code).toBe(ErrorCode.forbidden);
    expect((await call('POST', '/dashboard/internals/dailyAnalysis', 'admin')).status).toBe(403);
    expect((await call('GET', '/dashboard/internals/outbox', 'admin')).status).toBe(403);
  });

  it('is drafted from the last market day’s ranges, once per day', async () => {
    const made = await call<TDailyAnalysis>('POST', '/dashboard/internals/dailyAnalysis', 'developer');
    expect(made.status).toBe(200);
    draft = made.body;
    expect(draft).toMatchObject({ day: '2026-11-20', market_day: '2026-11-19', status: 'draft' });
    expect(draft.subject).toBe('Daily market analysis: 19 November 2026');
    expect(draft.html).toContain('EURUSD');
    expect(draft.html).toContain('+1.00%');
    expect(draft.html).toContain('1.16000 – 1.17900');
    expect(draft.eligible_recipients).toBe(3); // Alice, Bruno, Refused: verified and consented
    expect(draft.risk_warning).toContain('CFDs are complex instruments');
    const again = await call<TDailyAnalysis>('POST', '/dashboard/internals/dailyAnalysis', 'developer');
    expect(again.body._id).toBe(draft._id);
    const list = await call<TDailyAnalysisSummary[]>('GET', '/dashboard/internals/dailyAnalysis', 'developer');
    expect(list.body.map((a) => a._id)).toEqual([draft._id]);
  });

  it('keeps to its brand', async () => {
    const other = await call('GET', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'northwind');
    expect(other.status).toBe(404);
    expect(errorOf(other).code).toBe(ErrorCode.notFound);
    expect(
      (
        await call('PUT', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'northwind', {
          subject: 'x',
          html: '<p>x</p>',
        })
      ).status,
    ).toBe(404);
    const same = await call('GET', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'compliance');
    expect(same.status).toBe(200);
  });

  it('stores an edit sanitised: a script in the draft is gone, its text stays', async () => {
    edited = `${draft.html}<p onclick="steal()">Our view<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`;
    const saved = await call<TDailyAnalysis>('PUT', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'developer', {
      subject: 'Markets today',
      html: edited,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.subject).toBe('Markets today');
    expect(saved.body.html).toContain('<p>Our view</p>');
    expect(saved.body.html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('is composed again from the latest prices on request, replacing an edit', async () => {
    await t.database.db.execute(
      sql`update instrument_daily_ranges set last = 115335 where day = '2026-11-19' and instrument_id = 1`,
    );
    const redrafted = await call<TDailyAnalysis>(
      'POST',
      `/dashboard/internals/dailyAnalysis/${draft._id}/redraft`,
      'developer',
    );
    expect(redrafted.status).toBe(200);
    expect(redrafted.body.subject).toBe('Daily market analysis: 19 November 2026');
    expect(redrafted.body.html).toContain('−1.00%');
    expect(redrafted.body.html).not.toContain('Our view');
    expect((await call('POST', `/dashboard/internals/dailyAnalysis/${draft._id}/redraft`, 'admin')).status).toBe(403);
    expect((await call('POST', `/dashboard/internals/dailyAnalysis/${draft._id}/redraft`, 'northwind')).status).toBe(
      404,
    );
    // The edit the next tests send.
    await call('PUT', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'developer', {
      subject: 'Markets today',
      html: edited,
    });
  });

  it('refuses bad input with its code', async () => {
    const empty = await call('PUT', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'developer', {
      subject: ' ',
      html: '<p>x</p>',
    });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).code).toBe(ErrorCode.validation);
    const audience = await call('POST', `/dashboard/internals/dailyAnalysis/${draft._id}/send`, 'developer', {
      audience: 'everyone',
    });
    expect(audience.status).toBe(400);
    expect((await call('GET', '/dashboard/internals/dailyAnalysis/not-a-uuid', 'developer')).status).toBe(400);
  });

  it('goes through the SMTP peer in batches to consented verified clients, each with the risk warning and an unsubscribe link', async () => {
    const sent = await call<{ recipients: number; sent: number; failed: number; transport: string }>(
      'POST',
      `/dashboard/internals/dailyAnalysis/${draft._id}/send`,
      'developer',
      { audience: 'consented_verified' },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ recipients: 3, sent: 2, failed: 1, transport: 'smtp' });
    expect(received.map((r) => r.to[0]).sort()).toEqual(['alice@mail.test', 'bruno@mail.test']);
    const alice = received.find((r) => r.to[0] === 'alice@mail.test');
    expect(alice?.from).toBe('analysis@meridian-markets.example');
    const raw = (alice?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Markets today');
    expect(raw).toContain('74% of retail investor accounts lose money');
    expect(raw).toMatch(/List-Unsubscribe: <http:\/\/localhost:\d+\/unsubscribe\?token=/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).not.toMatch(/<script|onerror/i);

    const detail = await call<TDailyAnalysis>('GET', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'developer');
    expect(detail.body.status).toBe('sent');
    const log = Object.fromEntries(detail.body.deliveries.map((d) => [d.to_address, d]));
    expect(log['alice@mail.test']).toMatchObject({ status: 'sent', transport: 'smtp', error: null });
    expect(log['refused@mail.test']?.status).toBe('failed');
    expect(log['refused@mail.test']?.error).toContain('mailbox unavailable');
    expect(log['carla@mail.test']).toBeUndefined();
    expect(log['dmitri@mail.test']).toBeUndefined();

    const twice = await call('POST', `/dashboard/internals/dailyAnalysis/${draft._id}/send`, 'developer', {
      audience: 'consented_verified',
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe(ErrorCode.mailingAlreadySent);
    const edit = await call('PUT', `/dashboard/internals/dailyAnalysis/${draft._id}`, 'developer', {
      subject: 'x',
      html: '<p>x</p>',
    });
    expect(errorOf(edit).code).toBe(ErrorCode.mailingAlreadySent);
  });

  it('unsubscribes through the link, which excludes the client afterwards; a forged link is refused', async () => {
    const raw = (received.find((r) => r.to[0] === 'bruno@mail.test')?.raw ?? '').replace(/=\r?\n/g, '');
    const link = /List-Unsubscribe: <([^>]+)>/.exec(raw)?.[1] ?? '';
    const unsubscribeToken = new URL(link).searchParams.get('token') ?? '';
    expect(unsubscribeToken.startsWith(ids.Bruno ?? '-')).toBe(true);

    const forged = await t.call('POST', '/dashboard/mail/unsubscribe', {
      body: { token: `${ids.Alice}.${unsubscribeToken.split('.')[1]}` },
    });
    expect(forged.status).toBe(400);
    expect(errorOf(forged).code).toBe(ErrorCode.unsubscribeLinkInvalid);

    const done = await t.call<{ ok: boolean; brand_name: string }>('POST', '/dashboard/mail/unsubscribe', {
      body: { token: unsubscribeToken },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true, brand_name: 'Meridian Markets' });
    expect((await t.call('POST', '/dashboard/mail/unsubscribe', { body: { token: unsubscribeToken } })).status).toBe(
      200,
    );
    const state = await call<TMarketingConsent>('GET', `/dashboard/users/${ids.Bruno}/marketingConsent`, 'developer');
    expect(state.body).toMatchObject({ consented: false, source: 'unsubscribe_link', may_receive_marketing: false });
    expect(state.body.unsubscribed_at).toBe(NOW.toISOString());

    // The next day's draft, sent through the outbox instance: Bruno is not among its recipients.
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    const next = await outboxAppAt(tomorrow);
    const nextDraft = await next.call<TDailyAnalysis>('POST', '/dashboard/internals/dailyAnalysis', {
      token: (await next.signIn('developer@demo.test')).token,
    });
    expect(nextDraft.body.eligible_recipients).toBe(2);
    await next.close();
  });

  it('lands in the outbox without SMTP_URL, which the page lists', async () => {
    const dev = (await outboxApp.signIn('developer@demo.test')).token;
    await t.database.db.execute(sql`delete from daily_analyses where day = '2026-11-20'`);
    await t.database.db.execute(sql`delete from mail_deliveries`);
    const made = await outboxApp.call<TDailyAnalysis>('POST', '/dashboard/internals/dailyAnalysis', { token: dev });
    const before = received.length;
    const sent = await outboxApp.call<{ sent: number; transport: string }>(
      'POST',
      `/dashboard/internals/dailyAnalysis/${made.body._id}/send`,
      { token: dev, body: { audience: 'consented_verified' } },
    );
    expect(sent.body).toMatchObject({ sent: 2, failed: 0, transport: 'outbox' });
    expect(received.length).toBe(before);
    const outbox = await outboxApp.call<TOutboxMessage[]>('GET', '/dashboard/internals/outbox', { token: dev });
    expect(outbox.status).toBe(200);
    expect(outbox.body.map((m) => m.to_address).sort()).toEqual(['alice@mail.test', 'refused@mail.test']);
    expect(outbox.body[0]?.html).toContain('Risk warning: CFDs are complex instruments');
    expect(outbox.body[0]?.headers['List-Unsubscribe']).toMatch(/\/unsubscribe\?token=/);
    const other = await call<TOutboxMessage[]>('GET', '/dashboard/internals/outbox', 'northwind');
    expect(other.body).toEqual([]);
  });

  it('refuses to send when nobody qualifies', async () => {
    await t.database.db.execute(sql`update client_marketing_consent set consented = false`);
    await t.database.db.execute(sql`delete from daily_analyses where day = '2026-11-20'`);
    const dev = (await outboxApp.signIn('developer@demo.test')).token;
    const made = await outboxApp.call<TDailyAnalysis>('POST', '/dashboard/internals/dailyAnalysis', { token: dev });
    const refused = await outboxApp.call('POST', `/dashboard/internals/dailyAnalysis/${made.body._id}/send`, {
      token: dev,
      body: { audience: 'consented_verified' },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe(ErrorCode.noRecipients);
    const still = await outboxApp.call<TDailyAnalysis>('GET', `/dashboard/internals/dailyAnalysis/${made.body._id}`, {
      token: dev,
    });
    expect(still.body.status).toBe('draft');
  });

  it('goes only to the consented members of a chosen segment', async () => {
    await addClient('Dora', 'meridian', 'approved', 'de');
    await consent('Dora', { consented: true, source: 'email' });
    await t.database.db.execute(sql`update client_marketing_consent set consented = true, unsubscribed_at = null`);
    const [segment] = await t.database.db
      .insert(clientSegments)
      .values({ brandId: 'meridian', name: 'Germany mail test', filters: 'country[eq]:de' })
      .returning({ id: clientSegments.id });
    await t.database.db.execute(sql`delete from daily_analyses where day = '2026-11-20'`);
    await t.database.db.execute(sql`delete from mail_deliveries`);
    const dev = (await outboxApp.signIn('developer@demo.test')).token;
    const made = await outboxApp.call<TDailyAnalysis>('POST', '/dashboard/internals/dailyAnalysis', { token: dev });
    expect(made.body.segments).toEqual([{ _id: segment?.id, name: 'Germany mail test', eligible_recipients: 1 }]);
    const send = (body: unknown) =>
      outboxApp.call<{ recipients: number }>('POST', `/dashboard/internals/dailyAnalysis/${made.body._id}/send`, {
        token: dev,
        body,
      });
    const noSegment = await send({ audience: 'segment' });
    expect(noSegment.status).toBe(400);
    expect(errorOf(noSegment).code).toBe(ErrorCode.validation);
    expect((await send({ audience: 'segment', segment_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const sent = await send({ audience: 'segment', segment_id: segment?.id });
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBe(1);
    const detail = await outboxApp.call<TDailyAnalysis>('GET', `/dashboard/internals/dailyAnalysis/${made.body._id}`, {
      token: dev,
    });
    expect(detail.body.deliveries.map((d) => d.to_address)).toEqual(['dora@mail.test']);
  });
});

describe('a mailing a crash cut short', () => {
  it('is resumed once its sender is stale, by one instance, sending only the rows still queued', async () => {
    const db = t.database.db;
    const [mailing] = await db
      .insert(dailyAnalyses)
      .values({
        brandId: 'meridian',
        day: '2026-10-01',
        marketDay: '2026-09-30',
        status: 'sending',
        subject: 'Resumed analysis',
        html: '<p>Half sent</p>',
        createdAt: NOW,
      })
      .returning({ id: dailyAnalyses.id });
    const id = mailing?.id ?? '';
    // Before the crash: Dora's message went out, Alice's was still queued.
    await db.insert(mailDeliveries).values([
      {
        brandId: 'meridian',
        mailingKind: 'daily_analysis',
        mailingId: id,
        clientId: ids.Alice ?? '',
        toAddress: 'alice@mail.test',
        createdAt: NOW,
      },
      {
        brandId: 'meridian',
        mailingKind: 'daily_analysis',
        mailingId: id,
        clientId: ids.Dora ?? '',
        toAddress: 'dora@mail.test',
        status: 'sent',
        createdAt: NOW,
        sentAt: NOW,
      },
    ]);
    const lease = await claimNewMailing(db, 'daily_analysis', id, NOW);
    const at = (minutes: number) => ({ db, config: t.config, clock: () => new Date(NOW.getTime() + minutes * 60_000) });
    const before = received.length;

    // Its sender renewed the lease a minute ago: it may still be running, so nobody takes it over.
    expect(await resumeMailings(at(1), 5)).toEqual({ resumed: [] });
    expect(received.length).toBe(before);

    // Ten minutes of silence: two instances look at once, one resumes it.
    const runs = await Promise.all([resumeMailings(at(10), 5), resumeMailings(at(10), 5)]);
    expect(runs.flatMap((r) => r.resumed)).toEqual([`daily_analysis:${id}`]);
    const resent = received.slice(before);
    expect(resent.map((r) => r.to[0])).toEqual(['alice@mail.test']);
    expect(resent[0]?.raw).toContain('Subject: Resumed analysis');
    const [row] = await db.select().from(dailyAnalyses).where(eq(dailyAnalyses.id, id));
    expect(row?.status).toBe('sent');
    const log = await db.select().from(mailDeliveries).where(eq(mailDeliveries.mailingId, id));
    expect(log.map((d) => d.status).sort()).toEqual(['sent', 'sent']);

    // The first sender, slow rather than dead, finds its lease taken and sends nothing more.
    await db.execute(sql`update mail_deliveries set status = 'queued' where mailing_id = ${id}::uuid`);
    const late = await deliverQueued(
      { db, config: t.config, clock: () => NOW },
      outboxMail(db, () => NOW),
      { kind: 'daily_analysis', id, brandId: 'meridian', subject: 's', html: '<p>s</p>' },
      lease,
    );
    expect(late).toEqual({ sent: 0, failed: 0, stopped: true });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
    fetch(`${t.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('unsubscribes with the POST a mail program makes to the List-Unsubscribe URL, idempotently, with no page', async () => {
    const token = unsubscribeTokenOf(t.config.jwtSecret, ids.Alice ?? '');
    const forged = await oneClick(`${ids.Dora}.${token.split('.')[1]}`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { code: number }).code).toBe(ErrorCode.unsubscribeLinkInvalid);
    expect((await oneClick(token, 'List-Unsubscribe=Maybe')).status).toBe(400);

    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true, brand_name: 'Meridian Markets' });
    expect((await oneClick(token)).status).toBe(200);
    const state = await call<TMarketingConsent>('GET', `/dashboard/users/${ids.Alice}/marketingConsent`, 'developer');
    expect(state.body).toMatchObject({ consented: false, source: 'unsubscribe_link', may_receive_marketing: false });
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      // Sealed or still in the sealer's inbox: one record either way.
      sql`select ((select count(*) from audit_log where action = 'client.unsubscribe' and entity_id = ${ids.Alice ?? ''})
                + (select count(*) from audit_inbox where action = 'client.unsubscribe' and entity_id = ${ids.Alice ?? ''}))::int as n`,
    );
    expect(audits[0]?.n).toBe(1);
  });

  it('takes the body as RFC 8058’s own example sends it, multipart/form-data', async () => {
    const token = unsubscribeTokenOf(t.config.jwtSecret, ids.Dmitri ?? '');
    const post = (value: string) => {
      const form = new FormData();
      form.set('List-Unsubscribe', value);
      return fetch(`${t.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: form });
    };
    expect((await post('Maybe')).status).toBe(400);
    const done = await post('One-Click');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true, brand_name: 'Meridian Markets' });
    const state = await call<TMarketingConsent>('GET', `/dashboard/users/${ids.Dmitri}/marketingConsent`, 'developer');
    expect(state.body).toMatchObject({ consented: false, source: 'unsubscribe_link' });
  });
});

/** Another instance over the same database whose clock reads `at`. */
const outboxAppAt = (at: Date) => startTestApp({}, { sharing: t, clock: () => at });
