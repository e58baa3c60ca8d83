import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { DateTimeField } from './date-time-field.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The segments' text as a person reads it, e.g. "07/03/2026 09:30". */
const shown = (root: ParentNode) =>
  [...root.querySelectorAll('.date-input .date-segment')].map((s) => s.textContent).join('');

describe('date-time field', () => {
  it('shows the placeholder with the same text until the picker arrives, then dd/MM/yyyy HH:mm', async () => {
    const { container } = await render(<DateTimeField label="Starts" value="2026-03-07T09:30" onChange={() => {}} />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(shown(container)).toBe('07/03/2026 09:30');
    await act(async () => {
      await import('./date-time-picker.tsx');
    });
    expect(container.querySelector('[role="group"]')).not.toBeNull();
    expect(container.querySelector('.date-field[aria-hidden="true"]')).toBeNull();
    expect(shown(container)).toBe('07/03/2026 09:30');
  });

  it('shows an empty value as placeholders on a 24-hour clock', async () => {
    const { container } = await render(<DateTimeField label="Starts" value="" onChange={() => {}} />);
    await act(async () => {
      await import('./date-time-picker.tsx');
    });
    expect(shown(container)).toMatch(/^dd\/mm\/yyyy [–-]{2}:[–-]{2}$/);
  });

  it('writes the local time to the minute, as the form schemas read it', async () => {
    const seen: string[] = [];
    const { container } = await render(
      <DateTimeField label="Starts" value="2026-03-07T23:30" onChange={(v) => seen.push(v)} />,
    );
    await act(async () => {
      await import('./date-time-picker.tsx');
    });
    const hour = [...container.querySelectorAll<HTMLElement>('[role="spinbutton"]')].find((s) =>
      s.getAttribute('aria-label')?.startsWith('hour'),
    );
    await act(async () => {
      hour?.focus();
      hour?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    });
    // 23:30 up an hour wraps to 00:30 of the same day (React Aria cycles a segment, never the day).
    expect(seen).toEqual(['2026-03-07T00:30']);
  });
});
