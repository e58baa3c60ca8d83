import type { TClientSearchResult } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { en } from '@crm/contracts/locales/en';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, type } from '../../test/render.tsx';
import { SearchBox, type TSearchState } from './search-box.tsx';
import { MATCHED_FIELDS } from './search-keys.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const client = (n: number, matchedField = 'name'): TClientSearchResult => ({
  _id: `c${n}`,
  readableId: String(1000 + n),
  first_name: 'Ana',
  last_name: `Lopez ${n}`,
  email: `ana${n}@example.com`,
  matchedField,
  matchedValue: `Ana Lopez ${n}`,
});

/** The box with its text kept as ClientSearch keeps it; what was chosen is recorded. */
async function renderBox(results: TClientSearchResult[], state: TSearchState = 'done') {
  const chosen: string[] = [];
  function Harness() {
    const [text, setText] = useState('');
    return (
      <SearchBox text={text} onText={setText} results={results} state={state} onChoose={(r) => chosen.push(r._id)} />
    );
  }
  const { container } = await render(<Harness />);
  const input = container.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!input) throw new Error('no combobox');
  const listbox = () => container.querySelector<HTMLElement>('[role="listbox"]');
  const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
  const active = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };
  const key = (k: string, init: KeyboardEventInit = {}) =>
    act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
    });
  return { input, listbox, status, active, key, chosen, container };
}

describe('the client search box (WAI-ARIA combobox, list autocomplete)', () => {
  it('is a combobox that controls its listbox, collapsed until something is typed', async () => {
    const box = await renderBox([client(1), client(2)]);
    expect(box.input.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.input.getAttribute('aria-label')).toBe('Search clients');
    expect(box.input.getAttribute('aria-controls')).toBe(box.listbox()?.id);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.listbox()?.hidden).toBe(true);
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);

    await type(box.input, 'ana');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(box.listbox()?.hidden).toBe(false);
    const options = box.listbox()?.querySelectorAll('[role="option"]') ?? [];
    expect(options.length).toBe(2);
    expect(box.active()?.textContent).toContain('Lopez 1');
    expect(box.active()?.getAttribute('aria-selected')).toBe('true');
    expect(box.status()).toBe('2 clients found');
  });

  it('moves with Down, Up, Tab, Home and End (wrapping), and Enter chooses the active one', async () => {
    const box = await renderBox([client(1), client(2), client(3)]);
    await type(box.input, 'ana');
    await box.key('ArrowDown');
    expect(box.active()?.textContent).toContain('Lopez 2');
    await box.key('Tab');
    expect(box.active()?.textContent).toContain('Lopez 3');
    await box.key('ArrowDown');
    expect(box.active()?.textContent).toContain('Lopez 1');
    await box.key('ArrowUp');
    expect(box.active()?.textContent).toContain('Lopez 3');
    await box.key('Tab', { shiftKey: true });
    expect(box.active()?.textContent).toContain('Lopez 2');
    await box.key('Home');
    expect(box.active()?.textContent).toContain('Lopez 1');
    await box.key('End');
    expect(box.active()?.textContent).toContain('Lopez 3');
    expect(box.listbox()?.querySelectorAll('[aria-selected="true"]').length).toBe(1);
    await box.key('Enter');
    expect(box.chosen).toEqual(['c3']);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, Down opens it again, a second Escape clears the text', async () => {
    const box = await renderBox([client(1)]);
    await type(box.input, 'ana');
    await box.key('Escape');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.input.value).toBe('ana');
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
    await box.key('ArrowDown');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    await box.key('Escape');
    await box.key('Escape');
    expect(box.input.value).toBe('');
    expect(box.chosen).toEqual([]);
  });

  it('leaves Home, End and Tab to the input while the list is closed', async () => {
    const box = await renderBox([client(1)]);
    await type(box.input, 'ana');
    await box.key('Escape');
    const home = new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true });
    await act(async () => {
      box.input.dispatchEvent(home);
    });
    expect(home.defaultPrevented).toBe(false);
  });

  it('chooses a suggestion pressed with the pointer, keeping focus in the input', async () => {
    const box = await renderBox([client(1), client(2)]);
    await type(box.input, 'ana');
    const second = box.listbox()?.querySelectorAll('[role="option"]')[1];
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    await act(async () => {
      second?.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true);
    expect(box.chosen).toEqual(['c2']);
  });

  it('says when nothing matched or the search is unavailable, and nothing while it searches', async () => {
    const none = await renderBox([]);
    await type(none.input, 'zz');
    expect(none.status()).toBe('No client matches.');
    expect(none.input.getAttribute('aria-expanded')).toBe('false');
    document.body.innerHTML = '';
    const searching = await renderBox([], 'searching');
    await type(searching.input, 'zz');
    expect(searching.status()).toBe('');
    document.body.innerHTML = '';
    const off = await renderBox([], 'unavailable');
    await type(off.input, 'zz');
    expect(off.status()).toBe('Client search is not available on this server.');
  });

  it('names the field a suggestion matched on, and shows an unknown one as it came', async () => {
    const box = await renderBox([client(1, 'mt5_id'), client(2, 'telegram')]);
    await type(box.input, '5');
    const matched = [...(box.listbox()?.querySelectorAll('.matched') ?? [])].map((m) => m.textContent);
    expect(matched).toEqual(['MT5 id: Ana Lopez 1', 'telegram: Ana Lopez 2']);
  });

  it('has every matched field in English and Greek', () => {
    for (const field of MATCHED_FIELDS) {
      const key = `clientSearch.matched.${field}` as const;
      expect(en[key], key).toBeTruthy();
      expect(el[key], key).toBeTruthy();
    }
  });
});
