import type { TAuditRecord, TClient } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { clientKeys } from '../clients/client-keys.ts';
import { LogsTab } from './logs-tab.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const record = (id: string, action: string): TAuditRecord => ({
  _id: id,
  at: '2026-03-05T10:15:00.000Z',
  actor: { _id: 's1', name: 'Nadia Petrova', email: 'funding@demo.test' },
  viewedAs: null,
  brand: 'meridian',
  action,
  entityType: 'client',
  entityId: 'c1',
  before: null,
  after: null,
  requestId: null,
});

describe('client logs tab', () => {
  it('shows each event in staff words, never the raw action code', async () => {
    // Fresh for ever: the tab shows the cached page and asks no server.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    client.setQueryData(clientKeys.logs('c1'), {
      docs: [record('2', 'account.transferFunds'), record('1', 'client.changeSalesAgent'), record('0', 'x.newThing')],
    });
    const { container } = await render(
      <QueryClientProvider client={client}>
        <LogsTab client={{ _id: 'c1' } as TClient} />
      </QueryClientProvider>,
    );
    const events = [...container.querySelectorAll('tbody td:nth-child(2)')].map((s) => s.textContent);
    expect(events).toEqual(['Funds transferred between accounts', 'Sales agent changed', 'X: new thing']);
    expect(container.textContent).not.toContain('account.transferFunds');
  });
});
