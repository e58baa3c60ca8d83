import type { TQueueCount } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { click, render } from '../../test/render.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';

const admin = { permissions: [], role: { name: 'admin', permissions: [] } };

/** The counts call's answer, put in the cache the way the query would. */
async function renderWith(counts: TQueueCount[]) {
  const client = new QueryClient();
  client.setQueryData(['queueCounts'], counts);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SidebarMenu user={admin} collapsed={false} onExpand={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('pending-queue badges', () => {
  it('shows a queue’s count on its entry and the sum on its group', async () => {
    const { container } = await renderWith([
      { key: 'a', path: '/documents/pending-review', count: 3 },
      { key: 'b', path: '/documents/pending-confirmation', count: 2 },
      { key: 'c', path: '/finances/pending-withdrawals', count: 0 },
    ]);
    const group = [...container.querySelectorAll('button.menu-group')].find(
      (b) => b.textContent?.startsWith('D') && b.textContent.includes('Documents'),
    );
    expect(group?.querySelector('.badge')?.textContent).toBe('5, 5 pending');
    await click(group ?? null);
    const review = [...container.querySelectorAll('a')].find((a) => a.textContent?.includes('Pending review'));
    expect(review?.querySelector('.badge [aria-hidden="true"]')?.textContent).toBe('3');
    const finances = [...container.querySelectorAll('button.menu-group')].find((b) =>
      b.textContent?.includes('Finances'),
    );
    expect(finances?.querySelector('.badge')).toBeNull();
  });
});
