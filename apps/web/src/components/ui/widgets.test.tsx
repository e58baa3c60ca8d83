import { act, useState } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText, click, press, render, type } from '../../test/render.tsx';
import { shownTooltip } from '../../test/shown-tooltip.ts';
import { Dropdown } from './dropdown.tsx';
import { FilterChip } from './filter-chip.tsx';
import { FloatingPanel } from './floating-panel.tsx';
import { MultiSelect } from './multi-select.tsx';
import { NumberInput } from './number-input.tsx';
import { Switch } from './switch.tsx';
import { TOAST_MS, ToastProvider, useToast } from './toast.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('number input', () => {
  it('accepts numbers only and gives the value as a number', async () => {
    const seen: (number | null)[] = [];
    function Field() {
      const [text, setText] = useState('');
      return (
        <NumberInput
          label="Amount"
          prefix="$"
          suffix="USD"
          value={text}
          onChange={(t, n) => {
            setText(t);
            seen.push(n);
          }}
        />
      );
    }
    const { container } = await render(<Field />);
    const input = container.querySelector('input');
    await type(input, '12a');
    expect(input?.value).toBe('');
    await type(input, '12.5');
    expect(input?.value).toBe('12.5');
    await type(input, '-3');
    expect(input?.value).toBe('12.5');
    expect(seen).toEqual([12.5]);
    expect(container.textContent).toContain('$');
    expect(container.textContent).toContain('USD');
    // An amount pasted as the console shows it keeps its number; a decimal comma is refused, not
    // read as grouping (1,5 would become 15).
    await type(input, '$1,000.50');
    expect(input?.value).toBe('1000.50');
    expect(seen.at(-1)).toBe(1000.5);
    await type(input, '1,5');
    expect(input?.value).toBe('1000.50');
    await type(input, '12,50');
    expect(input?.value).toBe('1000.50');
  });

  it('shows its error beside it, and the input is described by it', async () => {
    const { container } = await render(
      <NumberInput label="Amount" value="5" onChange={() => {}} error="More than the account holds" />,
    );
    const input = container.querySelector('input');
    const message = container.querySelector('[role="alert"]');
    expect(message?.textContent).toBe('More than the account holds');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(input?.getAttribute('aria-describedby')).toBe(message?.id);
  });
});

describe('multi-select', () => {
  const options = [
    { value: 'cy', label: 'Cyprus' },
    { value: 'de', label: 'Germany' },
    { value: 'gr', label: 'Greece' },
  ];
  function Picker() {
    const [values, setValues] = useState<string[]>([]);
    return <MultiSelect label="Country" options={options} selected={values} onChange={setValues} />;
  }

  it('shows Select when empty, searches, selects all and clears', async () => {
    const { container } = await render(<Picker />);
    const toggle = container.querySelector('button[aria-haspopup="listbox"]');
    expect(toggle?.textContent).toBe('Select');
    await click(toggle);
    const search = container.querySelector('input[type="search"]');
    expect(search?.getAttribute('placeholder')).toBe('Search...');
    await type(search, 'gr');
    expect([...container.querySelectorAll('.multi-select-options label')].map((l) => l.textContent)).toEqual([
      'Greece',
    ]);
    await click(container.querySelector('.multi-select-options input'));
    expect(toggle?.textContent).toBe('Greece');
    await click(byText(container, 'Select All'));
    expect(toggle?.textContent).toBe('3 selected');
    await click(byText(container, 'Clear'));
    expect(toggle?.textContent).toBe('Select');
  });
});

describe('filter chip and switch', () => {
  it('deletes a filter, with the tooltip Delete Filter', async () => {
    const onDelete = vi.fn();
    const { container, unmount } = await render(<FilterChip label="Country: Cyprus" onDelete={onDelete} />);
    const button = container.querySelector('button');
    // Keyboard focus shows the hint at once (a pointer rests a moment first); it is portalled.
    setInteractionModality('keyboard');
    await act(async () => button?.focus());
    const tip = await shownTooltip();
    expect(tip?.textContent).toBe('Delete Filter');
    expect(button?.getAttribute('aria-describedby')).toBe(tip?.id);
    await click(button);
    expect(onDelete).toHaveBeenCalledOnce();
    // The open hint lives in a portal that the cleanup below would pull from under React.
    await unmount();
  });

  it('switches on and off', async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return <Switch checked={on} onChange={setOn} label="KYC approved" />;
    }
    const { container } = await render(<Toggle />);
    const sw = container.querySelector('[role="switch"]');
    expect(sw?.getAttribute('aria-checked')).toBe('false');
    await click(sw);
    expect(sw?.getAttribute('aria-checked')).toBe('true');
  });
});

describe('toasts', () => {
  it('stacks toasts and removes each after 4 seconds', async () => {
    vi.useFakeTimers();
    let api: ReturnType<typeof useToast> | undefined;
    function Grab() {
      api = useToast();
      return null;
    }
    await render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    await act(async () => {
      api?.success('Saved');
      api?.error('Refused');
    });
    expect([...document.querySelectorAll('.toast')].map((t) => t.className)).toEqual([
      'toast toast-success',
      'toast toast-error',
    ]);
    expect(document.querySelector('.toast-error')?.getAttribute('role')).toBe('alert');
    expect(document.querySelector('.toasts')?.getAttribute('aria-live')).toBe('polite');
    await act(async () => {
      vi.advanceTimersByTime(TOAST_MS - 1);
    });
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });
});

describe('dropdown and floating panel', () => {
  it('opens a menu, chooses an item, closes on Escape', async () => {
    const chosen = vi.fn();
    const { container } = await render(
      <Dropdown label="Actions" items={[{ key: 'a', label: 'Export', onSelect: chosen }]} />,
    );
    const button = container.querySelector('button[aria-haspopup]');
    // The menu is portalled to the end of the body, so it is looked for in the document.
    await click(button);
    const menu = document.querySelector('[role="menu"]');
    expect(menu).not.toBeNull();
    await press('Escape', menu ?? document);
    expect(document.querySelector('[role="menu"]')).toBeNull();
    await click(button);
    await click(document.querySelector('[role="menuitem"]'));
    expect(chosen).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="menu"]')).toBeNull();
  });

  it('closes and resets a floating panel', async () => {
    const onClose = vi.fn();
    const { container } = await render(
      <FloatingPanel title="Calculator" initial={{ left: 40, top: 60 }} onClose={onClose}>
        body
      </FloatingPanel>,
    );
    const panel = container.querySelector<HTMLElement>('section');
    expect(panel?.style.left).toBe('40px');
    await press('ArrowRight', container.querySelector('[aria-label="Move Calculator (arrow keys)"]') ?? document);
    expect(panel?.style.left).toBe('50px');
    await click(container.querySelector('button[aria-label="Reset position"]'));
    expect(panel?.style.left).toBe('40px');
    expect(panel?.style.top).toBe('60px');
    await click(container.querySelector('button[aria-label="Close Calculator"]'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
