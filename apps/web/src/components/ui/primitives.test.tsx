import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, press, render } from '../../test/render.tsx';
import { Dialog } from './dialog.tsx';
import { Tabs } from './tabs.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dialog', () => {
  it('is a modal named by its title, starts in the first field and closes on Escape', async () => {
    const onClose = vi.fn();
    const { unmount } = await render(
      <Dialog title="Reject the request" submitLabel="Reject" onClose={onClose} onSubmit={() => {}}>
        <label>
          Reason <textarea />
        </label>
      </Dialog>,
    );
    const dialog = document.querySelector('[role="dialog"]');
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Reject the request');
    expect(document.activeElement?.tagName).toBe('TEXTAREA');
    await press('Escape', document.activeElement ?? document);
    expect(onClose).toHaveBeenCalledOnce();
    await unmount();
  });
});

describe('tabs', () => {
  it('shows the chosen tab’s panel, labelled by its tab, and keeps ids valid with spaces in names', async () => {
    function Sample() {
      const [tab, setTab] = useState<'Overview' | 'Financial notes'>('Overview');
      return (
        <Tabs
          label="Client"
          tabs={[
            { id: 'Overview', label: 'Overview' },
            { id: 'Financial notes', label: 'Financial notes' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <p>{tab} content</p>
        </Tabs>
      );
    }
    const { container, unmount } = await render(<Sample />);
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Financial notes']);
    await click(tabs[1] ?? null);
    await act(async () => {});
    const panel = container.querySelector('[role="tabpanel"]');
    expect(panel?.textContent).toBe('Financial notes content');
    const controls = tabs[1]?.getAttribute('aria-controls') ?? '';
    expect(controls).not.toContain(' ');
    expect(panel?.id).toBe(controls);
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs[1]?.id);
    await unmount();
  });
});
