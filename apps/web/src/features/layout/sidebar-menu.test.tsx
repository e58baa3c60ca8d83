import type { TQueueCount } from '@crm/contracts';
import { MENU, type TMenuEntry } from '@crm/contracts/menu';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, render } from '../../test/render.tsx';
import { shownTooltip } from '../../test/shown-tooltip.ts';
import { MENU_ICONS } from './menu-icons.ts';
import { SidebarMenu } from './sidebar-menu.tsx';

const admin = { permissions: [], role: { name: 'admin', permissions: [] } };

/** The counts call's answer, put in the cache the way the query would. */
async function renderWith(counts: TQueueCount[], collapsed = false) {
  const client = new QueryClient();
  client.setQueryData(['queueCounts'], counts);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SidebarMenu user={admin} collapsed={collapsed} onExpand={() => {}} />
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
      (b) => b.querySelector('.menu-label')?.textContent === 'Documents',
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

afterEach(() => {
  document.body.innerHTML = '';
});

/** A mouse coming to rest on an element: the hint waits a moment before it shows. */
const hover = (el: Element | null) =>
  act(async () => {
    el?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    await new Promise((done) => setTimeout(done, 500));
  });

describe('menu icons', () => {
  it('gives every entry of the route table the menu can show an icon of its own', () => {
    const shown = (entries: readonly TMenuEntry[]): TMenuEntry[] =>
      entries.flatMap((e) => (e.hidden ? [] : [e, ...shown(e.children ?? [])]));
    expect(
      shown(MENU)
        .filter((e) => !MENU_ICONS[e.key])
        .map((e) => e.key),
    ).toEqual([]);
  });

  it('shows an icon before every entry, open and in the rail, and never a first letter', async () => {
    for (const collapsed of [false, true]) {
      const { container, unmount } = await renderWith([], collapsed);
      const entries = [...container.querySelectorAll('.menu-link')];
      expect(entries.length).toBeGreaterThan(5);
      for (const entry of entries) {
        expect(entry.firstElementChild?.tagName.toLowerCase()).toBe('svg');
        expect(entry.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
      }
      expect(container.querySelector('.menu-initial')).toBeNull();
      await unmount();
    }
  });

  it('names each rail icon by its label and shows the label as a tooltip on hover and focus', async () => {
    const { container, unmount } = await renderWith([], true);
    const dashboard = container.querySelector('a.menu-link');
    expect(dashboard?.textContent).toBe('Dashboard');
    // The hint is added (portalled) when shown, and the trigger is described by it while it shows.
    const tipOf = (el: Element | null) => document.getElementById(el?.getAttribute('aria-describedby') ?? '');
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    setInteractionModality('pointer');
    await hover(dashboard);
    await shownTooltip();
    expect(tipOf(dashboard)?.getAttribute('role')).toBe('tooltip');
    expect(tipOf(dashboard)?.textContent).toBe('Dashboard');
    const clients = [...container.querySelectorAll('button.menu-group')][0] ?? null;
    setInteractionModality('keyboard');
    await act(async () => (clients as HTMLElement).focus());
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(tipOf(clients)?.textContent).toBe('Clients');
    });
    expect(tipOf(clients)?.textContent).toBe('Clients');
    expect(tipOf(clients)?.getAttribute('role')).toBe('tooltip');
    await unmount();
  });
});
