import { CLIENT_FILTERS } from '@crm/contracts/client-filters';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { clientKeys } from './client-keys.ts';
import { FilterBuilder } from './filter-builder.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

async function renderBuilder(value: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(clientKeys.filters(), CLIENT_FILTERS);
  const seen: (string | null)[] = [];
  const view = await render(
    <QueryClientProvider client={client}>
      <FilterBuilder value={value} onChange={(f) => seen.push(f)} />
    </QueryClientProvider>,
  );
  return { ...view, seen };
}

const choose = (select: HTMLSelectElement | null, value: string) =>
  act(async () => {
    if (!select) throw new Error('no select');
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('client filters', () => {
  it('starts the country input at the default country, cy', async () => {
    const { container, seen } = await renderBuilder(null);
    await choose(container.querySelector('select[aria-label="Add a filter"]'), 'country');
    expect(container.querySelector('.filter-form')?.textContent).toContain('Cyprus');
    const apply = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Apply');
    await act(async () => apply?.click());
    expect(seen).toEqual(['country[eq]:cy']);
  });

  it('names device types through the mobile platform labels map', async () => {
    const { container } = await renderBuilder('device_type[eq]:ios|win');
    expect(container.querySelector('[aria-label="Applied filters"]')?.textContent).toContain(
      'Device Type is iOS, Windows',
    );
  });
});
