import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render } from '../../test/render.tsx';
import { DateRange } from './date-range.tsx';

/** Renders, then lets the date picker (loaded on first use) arrive in place of its placeholder. */
async function renderLoaded(ui: Parameters<typeof render>[0]) {
  const rendered = await render(ui);
  await act(async () => {
    await import('./date-picker.tsx');
  });
  return rendered;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The segments' text as a person reads it, e.g. "07/03/2026". */
const shown = (group: Element | null | undefined) =>
  [...(group?.querySelectorAll('[data-type]') ?? [])].map((s) => s.textContent).join('');

describe('date range', () => {
  it('shows its days as dd/MM/yyyy whatever the browser’s locale, and an empty side as open-ended', async () => {
    const { container } = await renderLoaded(<DateRange from="2026-03-07" to={null} onChange={() => {}} />);
    const [from, to] = container.querySelectorAll('.date-input');
    expect(shown(from)).toBe('07/03/2026');
    expect(shown(to)).toBe('dd/mm/yyyy');
  });

  it('clears one side, leaving the other', async () => {
    const seen: { fromDate: string | null; toDate: string | null }[] = [];
    function Range() {
      const [range, setRange] = useState({
        fromDate: '2026-03-07' as string | null,
        toDate: '2026-03-31' as string | null,
      });
      return (
        <DateRange
          from={range.fromDate}
          to={range.toDate}
          onChange={(next) => {
            seen.push(next);
            setRange(next);
          }}
        />
      );
    }
    const { container } = await renderLoaded(<Range />);
    await click(container.querySelector('[aria-label="Clear From"]'));
    expect(seen.at(-1)).toEqual({ fromDate: null, toDate: '2026-03-31' });
  });
});
