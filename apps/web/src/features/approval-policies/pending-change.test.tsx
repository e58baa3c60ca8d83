import type { TApprovalPolicyChange } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { byText, click, render, type } from '../../test/render.tsx';
import { PendingChange } from './pending-change.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const CHANGE: TApprovalPolicyChange = {
  _id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
  status: 'pending',
  thresholds: { withdrawal: null, balance: '1000', credit: null, refund: null },
  comment: 'Segregation of duties',
  proposedBy: { _id: 'admin-1', name: 'Adrian Cole' },
  proposedAt: '2026-11-20T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
};

describe('the pending change', () => {
  it('names the proposer in bold, checks the reason by the decision schema, then sends it', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ ...CHANGE, status: 'rejected' });
    });
    const onDecided = vi.fn();
    const { container } = await render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <PendingChange change={CHANGE} mayDecide myId="admin-2" onDecided={onDecided} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Adrian Cole');
    // The time is the browser's own zone's; the date reads en-GB.
    expect(container.querySelector('p')?.textContent).toMatch(
      /^Proposed by Adrian Cole on 20\/11\/2026 \d\d:\d\d — “Segregation of duties”\.$/,
    );
    const reason = container.querySelector('input');
    await type(reason, 'x'.repeat(501));
    await click(byText(container, 'Reject'));
    await vi.waitFor(() => expect(reason?.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);

    await type(reason, '  Too low  ');
    await click(byText(container, 'Reject'));
    await vi.waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toContain(`/changes/${CHANGE._id}/reject`);
    expect(sent[0]?.body).toEqual({ reason: 'Too low' });
  });
});
