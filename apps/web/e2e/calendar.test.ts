import type { TCalendarEvent } from '@crm/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newContext, seriousA11yViolations, signIn } from './browser.ts';
import { apiAs } from './money-api.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');
// A staff member of this test only, so its calendar holds nothing another test made.
const stamp = Date.now();
const email = `calendar-${stamp}@demo.test`;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiAs(baseUrl, 'admin@demo.test');
  await admin.post('/dashboard/crmusers', {
    first_name: 'Cora',
    last_name: `Planner${stamp}`,
    email,
    password: DEMO_PASSWORD,
    department: 'sales',
    permissions: ['users.get_users', 'users.get_user'],
  });
  context = await newContext(browser, baseUrl);
  await context.grantPermissions(['notifications']);
  // The page's clock runs from now at its own pace; the reminder part jumps it forward, never waits.
  await context.clock.install({ time: new Date() });
  page = await context.newPage();
});
afterAll(() => browser.close());

const pad = (n: number) => String(n).padStart(2, '0');
/**
 * Types today at `hour`:`minute` (the browser's and this process's time zone) into the kit's
 * dd/MM/yyyy HH:mm field named `name`, segment by segment from the day, as a person types it.
 */
async function typeTodayAt(within: Locator, name: string, hour: number, minute = 0) {
  const d = new Date();
  await within.getByRole('group', { name }).getByRole('spinbutton', { name: /day/ }).click();
  await page.keyboard.type(`${pad(d.getDate())}${pad(d.getMonth() + 1)}${d.getFullYear()}${pad(hour)}${pad(minute)}`);
}

async function myEvents(): Promise<TCalendarEvent[]> {
  const me = await apiAs(baseUrl, email);
  const start = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  return me.get<TCalendarEvent[]>(`/dashboard/calendarEvents?start=${start}&end=${end}`);
}

const putDone = () =>
  page.waitForResponse((r) => r.url().includes('/dashboard/calendarEvents') && r.request().method() === 'PUT');

describe('the calendar of follow-ups', () => {
  it('plans an event from the dashboard’s agenda, moves it by dragging, and completes it', async () => {
    await signIn(page, email);
    const agenda = page.getByRole('region', { name: "Today's agenda" });
    await expect.poll(() => agenda.getByTestId('agenda-open-count').textContent()).toBe('0');
    await agenda.getByRole('link', { name: 'Open calendar' }).click();
    await page.getByRole('heading', { name: 'Calendar' }).waitFor();

    const title = `Call back ${stamp}`;
    await page.getByRole('button', { name: 'Plan an event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan an event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Type').selectOption('call');
    await typeTodayAt(dialog, 'Starts', 10);
    // End before start: refused in the form with the server's words, nothing sent.
    await typeTodayAt(dialog, 'Ends', 9);
    await dialog.getByRole('button', { name: 'Plan' }).click();
    await dialog.getByText('The end must be after the start').waitFor();
    await typeTodayAt(dialog, 'Ends', 10, 30);
    await dialog.getByRole('button', { name: 'Plan' }).click();
    await dialog.waitFor({ state: 'detached' });

    const event = page.locator('.cal-event', { hasText: title });
    await event.waitFor();
    const [planned] = await myEvents();
    expect(planned).toMatchObject({ title, eventType: 'call', completed: false });
    expect(new Date(planned?.start ?? '').getHours()).toBe(10);

    // Drag it down two half-hour slots: saved through PUT, an hour later, the same length.
    const box = await event.boundingBox();
    if (!box) throw new Error('the event is not drawn');
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + 4);
    await page.mouse.down();
    await page.mouse.move(x, box.y + 4 + box.height, { steps: 5 });
    await page.mouse.move(x, box.y + 4 + box.height * 2 + 2, { steps: 5 });
    const moved = putDone();
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    const [after] = await myEvents();
    expect(new Date(after?.start ?? '').getHours()).toBe(11);
    expect(Date.parse(after?.end ?? '') - Date.parse(after?.start ?? '')).toBe(30 * 60_000);

    // Open it and mark it completed.
    await page.locator('.cal-event', { hasText: title }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    const completed = putDone();
    await edit.getByRole('button', { name: 'Mark completed' }).click();
    expect((await completed).status()).toBe(200);
    await page.locator('.cal-event.cal-completed', { hasText: title }).waitFor();
    expect((await myEvents())[0]?.completed).toBe(true);
  });

  it('reminds at an event’s start with a toast and a notification through the background worker', async () => {
    const me = await apiAs(baseUrl, email);
    const start = new Date(Date.now() + 3 * 60_000);
    const title = `Reminder ${stamp}`;
    await me.post('/dashboard/calendarEvents', {
      start: start.toISOString(),
      end: new Date(start.getTime() + 15 * 60_000).toISOString(),
      title,
      eventType: 'follow-up',
    });
    await page.goto('/calendar');
    await page.locator('.cal-event', { hasText: title }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.clock.fastForward(3 * 60_000 + 1_000);
    await page.getByText(`Starting now: ${title}`).waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return (await registration?.getNotifications())?.map((n) => n.title) ?? [];
        }),
      )
      .toContain(title);
  });

  it('heads the week’s days day first in English, dd/MM as the console writes dates', async () => {
    const english = await newContext(browser, baseUrl);
    const fresh = await english.newPage();
    await signIn(fresh, email, DEMO_PASSWORD, '/calendar');
    const calendar = fresh.locator('.cal');
    const today = new Date();
    await expect
      .poll(() => calendar.textContent(), { timeout: 30_000 })
      .toContain(`${pad(today.getDate())}/${pad(today.getMonth() + 1)}`);
    // Never the US order ("Wed 11/25"); FullCalendar's own English heads it "Wed 25", no month.
    expect(await calendar.textContent()).not.toContain(`${today.getMonth() + 1}/${today.getDate()}`);
    await english.close();
  });

  it('has no serious accessibility faults on the calendar, its dialog and the agenda', async () => {
    const checked = await newContext(browser, baseUrl, undefined, true);
    const a11y = await checked.newPage();
    await signIn(a11y, email, DEMO_PASSWORD, '/calendar');
    await a11y.locator('.cal-event').first().waitFor();
    expect(await seriousA11yViolations(a11y)).toEqual([]);
    await a11y.getByRole('button', { name: 'Plan an event' }).click();
    await a11y.getByRole('dialog', { name: 'Plan an event' }).waitFor();
    expect(await seriousA11yViolations(a11y)).toEqual([]);
    await a11y.goto('/');
    await a11y.getByRole('region', { name: "Today's agenda" }).locator('li').first().waitFor();
    expect(await seriousA11yViolations(a11y)).toEqual([]);
    await checked.close();
  });

  it('speaks Greek when the staff member chooses it: its words, FullCalendar’s buttons and day names', async () => {
    const me = await apiAs(baseUrl, email);
    await me.put('/dashboard/crmusers/current/language', { language: 'el' });
    const greek = await newContext(browser, baseUrl);
    try {
      const page = await greek.newPage();
      // Signing in applies the staff member's language, wherever they sign in.
      await signIn(page, email, DEMO_PASSWORD, '/calendar');
      await page.getByRole('heading', { name: 'Ημερολόγιο' }).waitFor();
      await page.getByRole('button', { name: 'Νέο συμβάν' }).waitFor();
      await page.getByRole('button', { name: 'Κλήση', exact: true }).waitFor();
      // FullCalendar: the console's own button words, and the Greek locale's day names in the week's header.
      const calendar = page.locator('.cal');
      await calendar.getByRole('button', { name: 'Σήμερα' }).waitFor();
      await calendar.getByRole('tab', { name: /Εβδομάδα/ }).waitFor();
      await expect.poll(() => calendar.textContent()).toMatch(/Δευ|Τρί|Τετ|Πέμ|Παρ|Σάβ|Κυρ/);
      expect(await calendar.textContent()).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
      expect(await page.locator('html').getAttribute('lang')).toBe('el');
    } finally {
      // The language is kept on the server: back to English for whatever follows.
      await me.put('/dashboard/crmusers/current/language', { language: 'en' });
      await greek.close();
    }
  });
});
