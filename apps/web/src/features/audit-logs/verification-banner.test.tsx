import type { TAuditVerificationReply, TAuditVerificationRun } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { render } from '../../test/render.tsx';
import { auditLogKeys } from './audit-log-keys.ts';
import { VerificationBanner } from './verification-banner.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const run = (change: Partial<TAuditVerificationRun>): TAuditVerificationRun => ({
  _id: '7',
  startedAt: '2026-03-05T10:14:58.000Z',
  finishedAt: '2026-03-05T10:15:00.000Z',
  intact: true,
  recordsChecked: 12_345,
  firstBadPosition: null,
  problem: null,
  problems: 0,
  trigger: 'schedule',
  requestedBy: null,
  ...change,
});

/** The banner over a cached reply: fresh for ever, so no server is asked. */
async function banner(reply: TAuditVerificationReply) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(auditLogKeys.verification(), reply);
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <VerificationBanner />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('the verification banner', () => {
  it('says the chain is intact, how many records, when and who ran it', async () => {
    const { container } = await banner({ latest: run({}), intervalMinutes: 60 });
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toContain('Hash chain intact: 12,345 records checked');
    expect(status?.textContent).toContain('by the server’s periodic check. The server verifies every hour.');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('is an error naming the first bad position when the chain is broken', async () => {
    const broken = run({
      intact: false,
      firstBadPosition: 1042,
      problem: 'content does not match its hash (edited)',
      problems: 3,
      trigger: 'manual',
      requestedBy: { _id: 's1', name: 'Adrian Cole', email: 'admin@demo.test' },
    });
    const { container } = await banner({ latest: broken, intervalMinutes: 0 });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      'Hash chain broken at position 1,042: content does not match its hash (edited).',
    );
    expect(alert?.textContent).toContain('3 problems in 12,345 records checked');
    expect(alert?.textContent).toContain('by Adrian Cole');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('says when the chain was never verified', async () => {
    const { container } = await banner({ latest: null, intervalMinutes: 0 });
    expect(container.textContent).toContain('The hash chain has not been verified yet.');
    expect(container.querySelector('button')?.textContent).toBe('Verify now');
  });
});
