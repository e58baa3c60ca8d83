import {
  ErrorCode,
  type TClientMessage,
  type TClientMessageDeliveryPage,
  type TClientMessagePage,
  type TClientMessagePreview,
} from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clients, staff } from '../../db/schema.ts';
import { clientMarketingConsent } from '../../db/schema-messaging.ts';
import { clientSegments } from '../../db/schema-segments.ts';

/**
 * Push, SMS and e-mail to one client or a segment: permissions (the target's own on top of the
 * menu's), brand scope and the country whitelist, bad input codes, consent, and the send log.
 */
const NOW = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
const token: Record<string, string> = {};
const ids: Record<string, string> = {};
let segment = '';
let northSegment = '';

type Person = {
  brand: string;
  country: string;
  phone: string | null;
  consent: 'yes' | 'no' | 'unsubscribed' | 'never';
};
/** Clients of the test, all registered on one old day no other client has, so the segment holds exactly them. */
const DAY = '2001-03-03';
const PEOPLE: Record<string, Person> = {
  Ana: { brand: 'meridian', country: 'cy', phone: '+35799123456', consent: 'yes' },
  Ben: { brand: 'meridian', country: 'de', phone: '+4915112345678', consent: 'yes' },
  Cem: { brand: 'meridian', country: 'cy', phone: null, consent: 'yes' }, // no phone
  Dora: { brand: 'meridian', country: 'cy', phone: '+35799000001', consent: 'no' },
  Eli: { brand: 'meridian', country: 'cy', phone: '+35799000002', consent: 'unsubscribed' },
  Fay: { brand: 'meridian', country: 'cy', phone: '+35799000003', consent: 'never' },
  Gus: { brand: 'meridian', country: 'cy', phone: '12345', consent: 'yes' }, // the gateway refuses it
  Nora: { brand: 'northwind', country: 'cy', phone: '+35799000004', consent: 'yes' }, // another brand
};

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => NOW });
  const db = t.database.db;
  for (const [name, p] of Object.entries(PEOPLE)) {
    const [row] = await db
      .insert(clients)
      .values({
        brandId: p.brand,
        firstName: name,
        lastName: 'Msgtest',
        email: `${name.toLowerCase()}@msgtest.test`,
        phone: p.phone,
        country: p.country,
        createdAt: new Date(`${DAY}T12:00:00Z`),
      })
      .returning({ id: clients.id });
    if (!row) throw new Error('no client');
    ids[name] = row.id;
    if (p.consent !== 'never') {
      await db.insert(clientMarketingConsent).values({
        clientId: row.id,
        brandId: p.brand,
        consented: p.consent !== 'no',
        source: 'test',
        changedAt: NOW,
        unsubscribedAt: p.consent === 'unsubscribed' ? NOW : null,
      });
    }
  }
  const made = await db
    .insert(clientSegments)
    .values([
      { brandId: 'meridian', name: 'Msgtown', filters: `from_date[gte]:${DAY},to_date[lte]:${DAY}` },
      { brandId: 'northwind', name: 'Msgtown North', filters: `from_date[gte]:${DAY},to_date[lte]:${DAY}` },
    ])
    .returning({ id: clientSegments.id });
  segment = made[0]?.id ?? '';
  northSegment = made[1]?.id ?? '';
  // Support may see the pages and open clients, but not list a segment's members; only Cyprus.
  await db
    .update(staff)
    .set({
      permissions: sql`array_append(${staff.permissions}, 'user_segments.view_user_segments')`,
      enableCountryWhitelist: true,
      whitelistCountries: ['cy'],
    })
    .where(eq(staff.email, 'support@demo.test'));
  for (const who of ['marketing', 'support', 'sales']) token[who] = (await t.signIn(`${who}@demo.test`)).token;
}, 120_000);
afterAll(() => t?.close());

const sms = (over: Record<string, unknown> = {}) => ({
  channel: 'sms',
  user_id: ids.Ana ?? null,
  segment_id: null,
  title: null,
  body: 'Markets close early on Friday.',
  ...over,
});
const send = (body: object, who = 'marketing') =>
  t.call<TClientMessage>('POST', '/dashboard/clientMessages', { token: token[who], body });
const preview = (body: object, who = 'marketing') =>
  t.call<TClientMessagePreview>('POST', '/dashboard/clientMessages/preview', { token: token[who], body });
const log = async (id: string, who = 'marketing') =>
  (
    await t.call<TClientMessageDeliveryPage>('GET', `/dashboard/clientMessages/${id}/deliveries`, {
      token: token[who],
    })
  ).body.docs;
const outcomes = async (id: string) =>
  Object.fromEntries((await log(id)).map((d) => [d.name.split(' ')[0], d.outcome]));
const audits = async (id: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from (select action, entity_id from audit_log union all
          select action, entity_id from audit_inbox) a where action = 'clientMessage.send' and entity_id = ${id}`,
  );
  return row?.n ?? 0;
};
const simulated = async (channel: string, to: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from simulated_channel_outbox where channel = ${channel} and to_address = ${to}`,
  );
  return row?.n ?? 0;
};

describe('permissions', () => {
  it('refuses staff without the menu permission', async () => {
    expect((await send(sms(), 'sales')).status).toBe(403);
    expect((await t.call('GET', '/dashboard/clientMessages?channel=sms', { token: token.sales })).status).toBe(403);
  });
  it('needs the segment results permission to send to a segment, users.get_user for one client', async () => {
    const refused = await send(sms({ user_id: null, segment_id: segment }), 'support');
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
    expect((await preview(sms({ user_id: null, segment_id: segment }), 'support')).status).toBe(403);
    const allowed = await send(sms({ body: 'From support' }), 'support');
    expect(allowed.status).toBe(201);
  });
});

describe('bad input', () => {
  it('refuses both or neither target with its code, and nothing is written', async () => {
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from client_messages`);
    const both = await send(sms({ segment_id: segment }));
    expect(both.status).toBe(400);
    expect(errorOf(both).code).toBe(ErrorCode.clientMessageTarget);
    const neither = await send(sms({ user_id: null }));
    expect(errorOf(neither).code).toBe(ErrorCode.clientMessageTarget);
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from client_messages`);
    expect(after?.n).toBe(before?.n);
  });
  it('refuses an SMS over 480 characters, a push without a title, an SMS with one', async () => {
    const long = await send(sms({ body: 'x'.repeat(481) }));
    expect(errorOf(long).code).toBe(ErrorCode.clientMessageTooLong);
    expect(errorOf(long).details?.[0]?.path).toBe('body');
    expect((await send(sms({ body: 'x'.repeat(480) }))).status).toBe(201);
    expect(errorOf(await send(sms({ channel: 'push' }))).code).toBe(ErrorCode.clientMessageTitle);
    expect(errorOf(await send(sms({ channel: 'email', title: '  ' }))).code).toBe(ErrorCode.clientMessageTitle);
    expect(errorOf(await send(sms({ title: 'Hi' }))).code).toBe(ErrorCode.clientMessageTitle);
    expect(errorOf(await send(sms({ body: '' }))).code).toBe(ErrorCode.validation);
    expect(errorOf(await send(sms({ channel: 'fax' }))).code).toBe(ErrorCode.validation);
  });
});

describe('brand scope and the country whitelist', () => {
  it('refuses a client or a segment of another brand', async () => {
    const other = await send(sms({ user_id: ids.Nora }));
    expect(errorOf(other).code).toBe(ErrorCode.clientMessageTarget);
    const otherSegment = await send(sms({ user_id: null, segment_id: northSegment }));
    expect(errorOf(otherSegment).code).toBe(ErrorCode.clientMessageTarget);
  });
  it('refuses a client outside the sender’s whitelist', async () => {
    const refused = await send(sms({ user_id: ids.Ben }), 'support');
    expect(errorOf(refused).code).toBe(ErrorCode.clientMessageTarget);
  });
});

describe('consent and the send log', () => {
  it('sends an SMS to one consented client through the simulated gateway, logged and audited', async () => {
    const before = await simulated('sms', '+35799123456');
    const sent = await send(sms({ body: 'Your statement is ready.' }));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ channel: 'sms', recipients: 1, sent: 1, skipped: 0, failed: 0 });
    expect(sent.body.target_label).toMatch(/^Ana Msgtest \(#\d+\)$/);
    expect(await simulated('sms', '+35799123456')).toBe(before + 1);
    expect(await outcomes(sent.body._id)).toEqual({ Ana: 'sent' });
    expect(await audits(sent.body._id)).toBe(1);
  });
  it('skips a client who never consented, refused or unsubscribed', async () => {
    for (const name of ['Dora', 'Eli', 'Fay']) {
      const sent = await send(sms({ user_id: ids[name] }));
      expect(sent.body).toMatchObject({ recipients: 1, sent: 0, skipped: 1 });
      expect(await outcomes(sent.body._id)).toEqual({ [name]: 'skipped_no_consent' });
    }
    expect(await simulated('sms', '+35799000001')).toBe(0);
  });
  it('a segment reaches exactly its consented clients in the sender’s brand, each logged', async () => {
    const target = sms({ user_id: null, segment_id: segment, body: 'Friday hours' });
    const p = await preview(target);
    expect(p.body).toEqual({ recipients: 7, deliverable: 3, skipped_no_consent: 3, skipped_no_address: 1 });
    const sent = await send(target);
    expect(sent.body).toMatchObject({
      recipients: 7,
      sent: 2,
      skipped: 4,
      failed: 1,
      target_label: 'Segment: Msgtown',
    });
    expect(await outcomes(sent.body._id)).toEqual({
      Ana: 'sent',
      Ben: 'sent',
      Cem: 'skipped_no_address',
      Dora: 'skipped_no_consent',
      Eli: 'skipped_no_consent',
      Fay: 'skipped_no_consent',
      Gus: 'failed',
    });
    const gus = (await log(sent.body._id)).find((d) => d.name.startsWith('Gus'));
    expect(gus?.error).toMatch(/international format/);
    expect(await simulated('sms', '+35799000004')).toBe(0); // Nora, another brand
  });
  it('a push goes to every consented client of the segment (no phone needed)', async () => {
    const sent = await send({ channel: 'push', user_id: null, segment_id: segment, title: 'Hours', body: 'Friday' });
    expect(sent.body).toMatchObject({ recipients: 7, sent: 4, skipped: 3, failed: 0 });
    expect(await simulated('push', ids.Cem ?? '')).toBe(1);
  });
  it('an e-mail goes through the mail outbox, escaped into the brand template with the unsubscribe footer', async () => {
    const sent = await send({
      channel: 'email',
      user_id: ids.Ana,
      segment_id: null,
      title: 'Your <account>',
      body: 'Hello <script>alert(1)</script>\n\nSee you & good luck',
    });
    expect(sent.body).toMatchObject({ recipients: 1, sent: 1 });
    const [mail] = await queryRows<{ html: string; subject: string }>(
      t.database.db,
      sql`select html, subject from mail_outbox where to_address = 'ana@msgtest.test' order by created_at desc limit 1`,
    );
    expect(mail?.subject).toBe('Your <account>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('See you &amp; good luck');
    expect(mail?.html).toContain('Unsubscribe');
  });
  it('lists the sends of a channel in the caller’s brand, newest first', async () => {
    const page = await t.call<TClientMessagePage>('GET', '/dashboard/clientMessages?channel=push', {
      token: token.marketing,
    });
    expect(page.body.docs.map((m) => m.channel)).toEqual(['push']);
    expect(page.body.docs[0]?.sent_by?.name).toBe('Leila Haddad');
    // Support (Cyprus only) does not see the SMS sent to Ben (Germany) in the history.
    expect((await send(sms({ user_id: ids.Ben, body: 'To Ben' }))).status).toBe(201);
    const seenBySupport = await t.call<TClientMessagePage>('GET', '/dashboard/clientMessages?channel=sms&limit=100', {
      token: token.support,
    });
    expect(seenBySupport.body.docs.some((m) => m.user_id === ids.Ben)).toBe(false);
    const seenByMarketing = await t.call<TClientMessagePage>('GET', '/dashboard/clientMessages?channel=sms&limit=100', {
      token: token.marketing,
    });
    expect(seenByMarketing.body.docs.some((m) => m.user_id === ids.Ben)).toBe(true);
    const missing = await t.call('GET', '/dashboard/clientMessages/00000000-0000-4000-8000-000000000000/deliveries', {
      token: token.marketing,
    });
    expect(missing.status).toBe(404);
  });
});
