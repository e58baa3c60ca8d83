import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { CountryCombobox } from './country-combobox.tsx';

/** Renders, then lets the picker (loaded on first use) arrive in place of its stand-in. */
async function renderLoaded(ui: Parameters<typeof render>[0]) {
  const rendered = await render(ui);
  await act(async () => {
    await import('./country-combobox-picker.tsx');
  });
  return rendered;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('country combobox', () => {
  it('shows the chosen country by name, labelled, and carries the field’s error state', async () => {
    const { container } = await renderLoaded(
      <CountryCombobox label="Country" value="cy" onChange={() => {}} aria-invalid aria-describedby="err" />,
    );
    const input = container.querySelector('input');
    expect(input?.value).toBe('Cyprus');
    expect(input?.getAttribute('role')).toBe('combobox');
    expect(container.querySelector('label')?.textContent).toBe('Country');
    expect(input?.getAttribute('aria-describedby')).toContain('err');
    expect(container.querySelector('.country-combobox')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('with dialling codes, names the country the same way (the code is searchable in the list)', async () => {
    const { container } = await renderLoaded(
      <CountryCombobox label="Phone country" value="gr" withDialCode onChange={() => {}} />,
    );
    expect(container.querySelector('input')?.value).toBe('Greece +30');
  });
});
