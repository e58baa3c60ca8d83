import type { TFunctionRun, TFunctionRunPage } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render } from '../../test/render.tsx';
import { FunctionRuns, HISTORY_SIZE } from './function-runs.tsx';
import { scheduledFunctionKeys } from './scheduled-function-keys.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const TOTAL = HISTORY_SIZE + 3;

/** Run `i` of the history, newest first: due `i` × 2 s before noon. */
const run = (i: number): TFunctionRun => {
  const due = new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - i * 2000).toISOString();
  return {
    _id: `r${i}`,
    function: 'price-feed',
    dueAt: due,
    trigger: 'schedule',
    status: i === TOTAL - 1 ? 'failed' : 'succeeded',
    startedAt: due,
    finishedAt: due,
    durationMs: 20,
    output: i === TOTAL - 1 ? null : { moved: true },
    error: i === TOTAL - 1 ? 'The oldest kept run failed' : null,
    instance: 'vm-1',
  };
};
const pageOf = (page: number): TFunctionRunPage => {
  const from = (page - 1) * HISTORY_SIZE;
  const docs = Array.from({ length: Math.min(HISTORY_SIZE, TOTAL - from) }, (_, k) => run(from + k));
  return { docs, totalDocs: TOTAL };
};

describe('a function’s run history', () => {
  it('pages through every kept run, so a failure older than the newest page can be read', async () => {
    // Both pages cached and fresh for ever: the panel asks no server.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(scheduledFunctionKeys.runs('price-feed', 1), pageOf(1));
    client.setQueryData(scheduledFunctionKeys.runs('price-feed', 2), pageOf(2));
    const { container } = await render(
      <QueryClientProvider client={client}>
        <FunctionRuns name="price-feed" />
      </QueryClientProvider>,
    );
    const rows = () => container.querySelectorAll('tbody tr');
    const pager = () => container.querySelector('nav.pager');
    expect(rows()).toHaveLength(HISTORY_SIZE);
    expect(pager()?.textContent).toContain(`Page 1 of 2 · ${TOTAL} runs`);
    expect(container.textContent).not.toContain('The oldest kept run failed');

    const next = [...(pager()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Next');
    await click(next ?? null);
    expect(rows()).toHaveLength(TOTAL - HISTORY_SIZE);
    expect(pager()?.textContent).toContain(`Page 2 of 2 · ${TOTAL} runs`);
    expect(container.textContent).toContain('The oldest kept run failed');
  });

  it('shows no pager while every kept run fits on one page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(scheduledFunctionKeys.runs('audit-verify', 1), { docs: [run(0)], totalDocs: 1 });
    const { container } = await render(
      <QueryClientProvider client={client}>
        <FunctionRuns name="audit-verify" />
      </QueryClientProvider>,
    );
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(container.querySelector('nav.pager')).toBeNull();
  });
});
