import { ErrorCode, type TAuditRecord, type TCalendarEvent } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiReply, errorOf, startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { clients, roles, staff } from '../../db/schema.ts';

let t: TestApp;
let tokens: Record<'admin' | 'sales' | 'support' | 'marketing' | 'dealing' | 'developer', string>;
let ids: { cyprus: string; germany: string; otherBrand: string };
// The server's clock: overdue moves with it, never by waiting.
let now = new Date('2026-03-02T09:00:00Z');

async function addClients(db: Db) {
  const rows = await db
    .insert(clients)
    .values([
      { brandId: 'meridian', firstName: 'Cal', lastName: 'Cyprus', email: 'cal.cy@calendar.test', country: 'cy' },
      { brandId: 'meridian', firstName: 'Cal', lastName: 'Germany', email: 'cal.de@calendar.test', country: 'de' },
      { brandId: 'northwind', firstName: 'Cal', lastName: 'North', email: 'cal.nw@calendar.test', country: 'cy' },
    ])
    .returning({ id: clients.id });
  ids = { cyprus: rows[0]?.id ?? '', germany: rows[1]?.id ?? '', otherBrand: rows[2]?.id ?? '' };
  // Sales holds users.view_followups and works Cyprus only; support sees every country but only its own follow-ups.
  await db
    .update(staff)
    .set({ enableCountryWhitelist: true, whitelistCountries: ['cy'] })
    .where(eq(staff.email, 'sales@demo.test'));
  // The developer keeps its calendar but loses the client page, to show what a follow-up needs.
  await db
    .update(roles)
    .set({ permissions: ['scheduled_functions.view_functions'] })
    .where(eq(roles.name, 'developer'));
}

beforeAll(async () => {
  t = await startTestApp({}, { beforeStart: addClients, clock: () => now });
  const sign = async (who: string) => (await t.signIn(`${who}@demo.test`)).token;
  tokens = {
    admin: await sign('admin'),
    sales: await sign('sales'),
    support: await sign('support'),
    marketing: await sign('marketing'),
    dealing: await sign('dealing'),
    developer: await sign('developer'),
  };
});
afterAll(() => t.close());

const PATH = '/dashboard/calendarEvents';
const RANGE = 'start=2026-03-01T00:00:00Z&end=2026-04-01T00:00:00Z';
type Who = keyof typeof tokens;

const list = (who: Who, extra = '') =>
  t.call<TCalendarEvent[]>('GET', `${PATH}?${RANGE}${extra}`, { token: tokens[who] });
const create = (who: Who, body: Record<string, unknown>) =>
  t.call<TCalendarEvent>('POST', PATH, { token: tokens[who], body });
const update = (who: Who, body: Record<string, unknown>) =>
  t.call<TCalendarEvent>('PUT', PATH, { token: tokens[who], body });
const titles = (reply: ApiReply<TCalendarEvent[]>) => reply.body.map((e) => e.title);

const at = (day: number, hour: number) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('calendar events', () => {
  it('plans an entry in the caller’s own calendar and lists it by overlap with the range', async () => {
    const made = await create('support', {
      start: at(3, 10),
      end: at(3, 11),
      title: 'Prepare KYC batch',
      eventType: 'task',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Prepare KYC batch',
      eventType: 'task',
      completed: false,
      overdue: false,
      user: null,
      editable: true,
      owner: { name: expect.any(String) },
    });
    expect(titles(await list('support'))).toContain('Prepare KYC batch');
    // Another staff member's calendar does not show it, nor does a range that misses it.
    expect(titles(await list('dealing'))).not.toContain('Prepare KYC batch');
    const before = await t.call<TCalendarEvent[]>(
      'GET',
      `${PATH}?start=2026-03-03T11:00:00Z&end=2026-03-04T00:00:00Z`,
      { token: tokens.support },
    );
    expect(titles(before)).not.toContain('Prepare KYC batch');
  });

  it('refuses an end before the start, an unknown type, a range too long, with their codes; nothing is written', async () => {
    const backwards = await create('support', {
      start: at(5, 11),
      end: at(5, 10),
      title: 'Backwards',
      eventType: 'call',
    });
    expect(backwards.status).toBe(400);
    expect(errorOf(backwards).code).toBe(ErrorCode.calendarEventEndBeforeStart);
    expect(errorOf(backwards).details?.[0]?.path).toBe('end');
    const same = await create('support', { start: at(5, 11), end: at(5, 11), title: 'Zero', eventType: 'call' });
    expect(errorOf(same).code).toBe(ErrorCode.calendarEventEndBeforeStart);
    const badType = await create('support', { start: at(5, 10), end: at(5, 11), title: 'Party', eventType: 'party' });
    expect(badType.status).toBe(400);
    expect(errorOf(badType).code).toBe(ErrorCode.validation);
    expect(errorOf(badType).details?.[0]?.path).toBe('eventType');
    const tooLong = await create('support', {
      start: at(1, 0),
      end: '2026-05-01T00:00:00Z',
      title: 'Long',
      eventType: 'task',
    });
    expect(errorOf(tooLong).code).toBe(ErrorCode.calendarEventTooLong);
    const empty = await create('support', { start: at(5, 10), end: at(5, 11), title: '   ', eventType: 'call' });
    expect(errorOf(empty).code).toBe(ErrorCode.validation);
    const range = await t.call('GET', `${PATH}?start=2026-01-01T00:00:00Z&end=2026-06-01T00:00:00Z`, {
      token: tokens.support,
    });
    expect(errorOf(range).code).toBe(ErrorCode.calendarRangeTooLong);
    expect(titles(await list('support'))).not.toEqual(expect.arrayContaining(['Backwards', 'Zero', 'Party', 'Long']));
  });

  it('plans follow-ups on a client in the caller’s brand and countries, with users.get_user', async () => {
    const followUp = await create('support', {
      user_id: ids.cyprus,
      start: at(4, 9),
      end: at(4, 10),
      title: 'Call about the deposit',
      eventType: 'follow-up',
    });
    expect(followUp.status).toBe(201);
    expect(followUp.body.user).toMatchObject({ _id: ids.cyprus, name: 'Cal Cyprus' });
    const slot = { start: at(4, 9), end: at(4, 10), title: 'Nope', eventType: 'call' };
    // Another brand's client, or one outside the caller's countries, does not exist for the caller.
    expect((await create('support', { ...slot, user_id: ids.otherBrand })).status).toBe(404);
    expect((await create('sales', { ...slot, user_id: ids.germany })).status).toBe(404);
    expect((await list('sales', `&user_id=${ids.germany}`)).status).toBe(404);
    // Without the client page's permission, no follow-ups (an own entry is still fine).
    const refused = await create('developer', { ...slot, user_id: ids.cyprus });
    expect(errorOf(refused).code).toBe(ErrorCode.forbidden);
    expect((await list('developer', `&user_id=${ids.cyprus}`)).status).toBe(403);
    expect((await create('developer', slot)).status).toBe(201);
  });

  it('shows every follow-up on visible clients to users.view_followups, and only their own to others', async () => {
    await create('sales', {
      user_id: ids.cyprus,
      start: at(6, 9),
      end: at(6, 10),
      title: 'Sales call',
      eventType: 'call',
    });
    await create('admin', {
      user_id: ids.germany,
      start: at(6, 9),
      end: at(6, 10),
      title: 'German call',
      eventType: 'call',
    });
    // Support lacks view_followups: on the client, only its own.
    const bySupport = await list('support', `&user_id=${ids.cyprus}`);
    expect(titles(bySupport)).toEqual(['Call about the deposit']);
    // Sales holds it: everyone's follow-ups on the client, others' not editable by it.
    const bySales = await list('sales', `&user_id=${ids.cyprus}`);
    expect(titles(bySales).sort()).toEqual(['Call about the deposit', 'Sales call']);
    expect(bySales.body.find((e) => e.title === 'Call about the deposit')?.editable).toBe(false);
    // Everyone's follow-ups in its countries, with its own calendar; never others' own entries.
    const team = await list('sales', '&everyone=true');
    expect(titles(team)).toEqual(expect.arrayContaining(['Call about the deposit', 'Sales call']));
    expect(titles(team)).not.toContain('German call');
    expect(titles(team)).not.toContain('Prepare KYC batch');
    // Without the permission, asking for everyone's is refused.
    expect(errorOf(await list('support', '&everyone=true')).code).toBe(ErrorCode.forbidden);
    // The admin (admin rule) sees the German client's too.
    expect(titles(await list('admin', '&everyone=true'))).toEqual(
      expect.arrayContaining(['German call', 'Sales call', 'Call about the deposit']),
    );
  });

  it('lets only the owner move, resize, edit and complete an event; audited on the client’s log', async () => {
    const mine = (await list('support', `&user_id=${ids.cyprus}`)).body[0];
    if (!mine) throw new Error('no follow-up');
    // Seen by sales (view_followups) but not its own: 192. Not seen at all (marketing): 404.
    const notOwner = await update('sales', { _id: mine._id, completed: true });
    expect(notOwner.status).toBe(403);
    expect(errorOf(notOwner).code).toBe(ErrorCode.calendarEventNotOwner);
    expect((await update('marketing', { _id: mine._id, completed: true })).status).toBe(404);
    const ownEntry = (await list('support')).body.find((e) => e.title === 'Prepare KYC batch');
    expect((await update('sales', { _id: ownEntry?._id, title: 'Mine now' })).status).toBe(404);

    // A move keeps the length; a resize sets the end; a bad end changes nothing.
    const moved = await update('support', { _id: mine._id, start: at(5, 14) });
    expect(moved.body).toMatchObject({ start: at(5, 14), end: at(5, 15) });
    const resized = await update('support', { _id: mine._id, end: at(5, 16) });
    expect(resized.body).toMatchObject({ start: at(5, 14), end: at(5, 16) });
    const backwards = await update('support', { _id: mine._id, end: at(5, 13) });
    expect(errorOf(backwards).code).toBe(ErrorCode.calendarEventEndBeforeStart);
    const edited = await update('support', { _id: mine._id, title: 'Call back about the deposit', eventType: 'call' });
    expect(edited.body).toMatchObject({ title: 'Call back about the deposit', eventType: 'call', end: at(5, 16) });
    expect(errorOf(await update('support', { _id: mine._id })).code).toBe(ErrorCode.validation);
    expect(errorOf(await update('support', { _id: mine._id, eventType: 'party' })).code).toBe(ErrorCode.validation);

    const done = await update('support', { _id: mine._id, completed: true });
    expect(done.body).toMatchObject({ completed: true, completedAt: now.toISOString() });
    const reopened = await update('support', { _id: mine._id, completed: false });
    expect(reopened.body).toMatchObject({ completed: false, completedAt: null });

    const logs = await t.call<{ docs: TAuditRecord[] }>('GET', `/dashboard/users/${ids.cyprus}/logs`, {
      token: tokens.admin,
    });
    const actions = logs.body.docs.map((d) => d.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'calendarEvent.create',
        'calendarEvent.update',
        'calendarEvent.complete',
        'calendarEvent.reopen',
      ]),
    );
    // The refused resize wrote no record: creates 2 (support, sales), updates 3, complete 1, reopen 1.
    expect(actions.filter((a) => a === 'calendarEvent.update')).toHaveLength(3);
  });

  it('marks an event overdue once its end passed uncompleted, by the server’s clock', async () => {
    const made = await create('support', {
      start: at(10, 9),
      end: at(10, 10),
      title: 'Overdue check',
      eventType: 'follow-up',
    });
    expect(made.body.overdue).toBe(false);
    now = new Date(at(10, 10));
    const atEnd = (await list('support')).body.find((e) => e._id === made.body._id);
    expect(atEnd?.overdue).toBe(true);
    const completed = await update('support', { _id: made.body._id, completed: true });
    expect(completed.body.overdue).toBe(false);
    const reopened = await update('support', { _id: made.body._id, completed: false });
    expect(reopened.body.overdue).toBe(true);
    now = new Date(at(10, 9));
    expect((await list('support')).body.find((e) => e._id === made.body._id)?.overdue).toBe(false);
  });
});
