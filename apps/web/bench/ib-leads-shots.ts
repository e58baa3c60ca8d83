import path from 'node:path';
import type { TIbLeadImport } from '@crm/contracts';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../e2e/browser.ts';

/** The developer demo user holds the Internals (the admin role needs them granted explicitly). */
const DEVELOPER = 'developer@demo.test';

const LEADS = [
  'First Name,Last Name,Email,Mobile,Country,utm_source,utm_campaign',
  'Maria,Georgiou,maria.georgiou@ib-leads.test,99 123456,CY,partner,spring',
  'Andreas,Nikolaou,andreas.nikolaou-at-ib.test,99 654321,CY,partner,spring',
  'Eleni,Pavlou,eleni.pavlou@ib-leads.test,,Cyprus,partner,spring',
  'Nikos,Ioannou,nikos.ioannou@ib-leads.test,123,GR,partner,spring',
  'Sofia,Christou,maria.georgiou@ib-leads.test,,CY,partner,spring',
  'Yannis,Demetriou,yannis.demetriou@ib-leads.test,+30 691 234 5678,GR,partner,spring',
  'Katerina,Markou,katerina.markou@ib-leads.test,,XX,partner,spring',
  'Petros,Antoniou,petros.antoniou@ib-leads.test,99 765432,CY,partner,spring',
].join('\n');

async function upload(baseUrl: string, token: string, ibName: string, csv: string, name: string) {
  const form = new FormData();
  form.append('ib_name', ibName);
  form.append('file', new Blob([csv]), name);
  const res = await fetch(`${baseUrl}/dashboard/internals/ibleads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`IB leads upload refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as TIbLeadImport;
}

/** Two uploads: one imported (for its report), one left in preview with rows to fix. Their ids. */
export async function prepareIbLeadsShots(baseUrl: string): Promise<{ preview: string; imported: string }> {
  const login = await fetch(`${baseUrl}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEVELOPER, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const done = await upload(baseUrl, token, 'Aegean Partners', LEADS.replaceAll('ib-leads', 'aegean'), 'aegean.csv');
  await fetch(`${baseUrl}/dashboard/internals/ibleads/${done._id}/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const preview = await upload(baseUrl, token, 'Limassol Introducers', LEADS, 'limassol-leads.csv');
  return { preview: preview._id, imported: done._id };
}

/** The page in preview (rows to fix, mapping) and an import's report, signed in as the developer. */
export async function ibLeadsShots(
  browser: Browser,
  baseUrl: string,
  ids: { preview: string; imported: string },
  out: string,
  mode: 'dark' | 'light',
) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1360, height: 1000 } });
  await context.addInitScript((m) => localStorage.setItem('crmTheme', m), mode);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEVELOPER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.goto(`/internals/ib-leads?import=${ids.preview}`);
  await page.getByRole('table', { name: 'Leads' }).getByText('To fix').first().waitFor();
  await page.screenshot({ path: path.join(out, `ib-leads-${mode}.png`), fullPage: true });
  await page.goto(`/internals/ib-leads?import=${ids.imported}&status=skipped`);
  await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
  await page.getByRole('table', { name: 'Leads' }).getByText('Skipped').first().waitFor();
  await page.screenshot({ path: path.join(out, `ib-leads-report-${mode}.png`), fullPage: true });
  await context.close();
}
