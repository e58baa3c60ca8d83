import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, press, render, type } from '../../test/render.tsx';
import { Combobox } from './combobox.tsx';
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

describe('combobox', () => {
  it('narrows its list to the options containing what is typed', async () => {
    const options = [
      { id: 'retention', label: 'Retention' },
      { id: 'conversion', label: 'Conversion' },
      { id: 'compliance', label: 'Compliance' },
    ];
    function Sample() {
      const [desk, setDesk] = useState<string | null>(null);
      return <Combobox label="Desk" options={options} value={desk} onChange={setDesk} />;
    }
    const { container, unmount } = await render(<Sample />);
    // The combobox's code comes on first use (combobox.tsx): let it arrive in place of its stand-in.
    await act(async () => {
      await import('./combobox-picker.tsx');
    });
    const input = container.querySelector('input');
    expect(input?.getAttribute('role')).toBe('combobox');
    expect(input?.getAttribute('placeholder')).toBe('Search...');
    await act(async () => input?.focus());
    await type(input, 'co');
    const shown = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(shown).toEqual(['Conversion', 'Compliance']);
    await unmount();
  });
});
