import type { TIbLeadImport, TIbLeadRow } from '@crm/contracts';
import { expect, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { LEAD_IMPORTS_FUNCTION } from './lead-imports-function.ts';

/** Calls of the IB leads API for tests (and the bench): upload a file, read rows, wait for an import. */
export function ibLeadsKit(t: TestApp) {
  // The app's own `ib-lead-imports` function under a runner of the test's (the app starts none),
  // alone in its registry so no other function runs during these tests.
  const fn = t.app.jobs.get(LEAD_IMPORTS_FUNCTION);
  if (!fn) throw new Error(`${LEAD_IMPORTS_FUNCTION} is not registered`);
  const runner = createJobRunner({
    db: t.database.db,
    registry: new JobRegistry().add(fn),
    log: t.app.log,
    instanceId: `ib-leads-test-${Math.random().toString(36).slice(2)}`,
    version: 'test',
  });
  /** One turn of the runner, waiting for the runs it started. */
  const runJobs = async () => {
    await runner.tick();
    await runner.idle();
  };
  const upload = async (token: string, bytes: Buffer | string, name = 'leads.csv', ibName = 'Alpha IB', brand = '') => {
    const form = new FormData();
    if (ibName) form.append('ib_name', ibName);
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
    const res = await fetch(`${t.baseUrl}/dashboard/internals/ibleads${brand ? `?brand=${brand}` : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as TIbLeadImport & { code: number; details?: unknown } };
  };
  const rows = async (token: string, id: string, query = '') =>
    (
      await t.call<{ docs: TIbLeadRow[]; totalDocs: number }>(
        'GET',
        `/dashboard/internals/ibleads/${id}/rows?${query}`,
        {
          token,
        },
      )
    ).body;
  const get = async (token: string, id: string) =>
    (await t.call<TIbLeadImport>('GET', `/dashboard/internals/ibleads/${id}`, { token })).body;
  /**
   * Starts the import and drives the runner (turn after turn, not by time) until it has run
   * through: the start queues a run, later turns find the function overdue while chunks remain.
   */
  const importAll = async (token: string, id: string, timeout = 60_000) => {
    const started = await t.call<TIbLeadImport>('POST', `/dashboard/internals/ibleads/${id}/import`, { token });
    expect(started.status).toBe(200);
    return vi.waitFor(
      async () => {
        await runJobs();
        const now = await get(token, id);
        if (now.status !== 'imported') throw new Error(`still ${now.status}: ${now.processed}/${now.total_rows}`);
        return now;
      },
      { timeout, interval: 50 },
    );
  };
  return { upload, rows, get, importAll, runJobs, stopJobs: () => runner.stop() };
}
