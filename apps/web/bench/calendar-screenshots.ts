import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiAs } from '../e2e/money-api.ts';

const HOUR = 3_600_000;
/** Today at `hour` in this process's time zone (the browser's too). */
const todayAt = (hour: number, minutes = 0) => {
  const d = new Date();
  d.setHours(hour, minutes, 0, 0);
  return d;
};

/**
 * The admin's calendar for the pictures: a day of calls, meetings and follow-ups (one done, one
 * overdue), a few across the week, and follow-ups on one client. Returns that client's id.
 */
export async function prepareCalendarShots(baseUrl: string): Promise<string> {
  const admin = await apiAs(baseUrl, 'admin@demo.test');
  const { docs } = await admin.get<{ docs: { _id: string }[] }>('/dashboard/users?limit=1');
  const client = docs[0]?._id ?? '';
  const plan = async (start: Date, minutes: number, title: string, eventType: string, extra: object = {}) =>
    admin.post<{ _id: string }>('/dashboard/calendarEvents', {
      start: start.toISOString(),
      end: new Date(start.getTime() + minutes * 60_000).toISOString(),
      title,
      eventType,
      ...extra,
    });
  const done = await plan(todayAt(8, 30), 30, 'Review overnight withdrawals', 'task');
  await admin.put('/dashboard/calendarEvents', { _id: done._id, completed: true });
  await plan(todayAt(0, 30), 30, 'Call back about the card deposit', 'follow-up', { user_id: client });
  await plan(todayAt(10), 60, 'Sales team weekly', 'meeting');
  await plan(todayAt(11, 30), 30, 'Welcome call', 'call', { user_id: client });
  await plan(todayAt(14), 30, 'Passport expires: ask for a new one', 'kyc-expiry', { user_id: client });
  await plan(todayAt(16), 45, 'Quarterly review with compliance', 'meeting');
  for (const [days, title, type] of [
    [1, 'Check the second deposit', 'follow-up'],
    [2, 'Onboarding call', 'call'],
    [-1, 'Chase the proof of address', 'follow-up'],
    [3, 'Prepare the FTD report', 'task'],
  ] as const) {
    await plan(new Date(todayAt(9 + Math.abs(days)).getTime() + days * 24 * HOUR), 60, title, type, {
      user_id: type === 'task' ? undefined : client,
    });
  }
  return client;
}

/** The dashboard's agenda card, the full calendar (week) and a client's follow-ups. */
export async function shootCalendarPages(page: Page, mode: string, out: string, client: string) {
  await page.goto('/');
  const agenda = page.getByRole('region', { name: "Today's agenda" });
  await agenda.locator('.cal-agenda li').first().waitFor();
  await page.mouse.move(0, 0);
  await agenda.screenshot({ path: path.join(out, `calendar-agenda-${mode}.png`) });
  await page.goto('/calendar');
  await page.locator('.cal-event').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `calendar-${mode}.png`) });
  await page.goto(`/clients/${client}`);
  await page.getByRole('tab', { name: 'Follow-ups' }).click();
  await page.locator('.cal-event').first().waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `calendar-client-${mode}.png`) });
}
