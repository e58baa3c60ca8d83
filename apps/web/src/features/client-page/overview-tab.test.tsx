import type { TClient } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { CURRENT_USER_KEY } from '../../lib/auth/current-user.ts';
import { render } from '../../test/render.tsx';
import { OverviewTab } from './overview-tab.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const client = {
  _id: 'c1',
  country: 'gr',
  phone: null,
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  device_type: 'ios',
  ctrader_id: null,
  mt5_id: null,
  live_accounts: 0,
  demo_accounts: 0,
  ftd_amount_usd: null,
  total_deposits_usd: '0',
  utms: {},
} as unknown as TClient;

describe('client overview', () => {
  it('starts an empty phone at the default country’s prefix and shows the device through the labels map', async () => {
    const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    queries.setQueryData(CURRENT_USER_KEY, {
      _id: 's1',
      permissions: ['users.update_user'],
      role: null,
    });
    const { container } = await render(
      <QueryClientProvider client={queries}>
        <ToastProvider>
          <MemoryRouter>
            <OverviewTab client={client} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(container.querySelector<HTMLInputElement>('input[type="tel"]')?.value).toBe('+357 ');
    const device = [...container.querySelectorAll('select')].find((s) => s.querySelector('option[value="ios"]'));
    expect(device?.selectedOptions[0]?.textContent).toBe('iOS');
    expect([...(device?.options ?? [])].map((o) => o.textContent)).toEqual([
      'Unknown',
      'Windows',
      'Android',
      'iOS',
      'Several devices',
    ]);
  });
});
