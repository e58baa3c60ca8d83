import type { TRotationAgent } from '@crm/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { render } from '../../test/render.tsx';
import { ReassignPanel } from './reassign-panel.tsx';

const agent = (id: string, first_name: string): TRotationAgent => ({
  _id: id,
  first_name,
  last_name: 'Agent',
  email: `${first_name.toLowerCase()}@demo.test`,
  active: true,
  sales_rotation_countries: [],
  clients: 2,
});
const SOFIA = agent('7f1d2c3b-0a4e-4b5c-8d6e-1f2a3b4c5d6e', 'Sofia');
const DANIEL = agent('0b9c8d7e-6f5a-4b3c-9d2e-1a0b9c8d7e6f', 'Daniel');

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The server's side: the count of Sofia's clients, and a refusal of the move that names `to`. */
function serve(calls: { method: string; url: string; body: unknown }[]) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET') return Response.json({ count: 2 });
    return Response.json(
      { code: 1, message: 'to: the agent takes no clients', details: [{ path: 'to', message: 'Daniel is disabled' }] },
      { status: 400 },
    );
  });
}

const choose = (select: HTMLSelectElement | null | undefined, value: string) =>
  act(async () => {
    if (!select) throw new Error('no select');
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('moving clients in bulk', () => {
  it('sends the body of the contract and shows the server’s refusal beside the field it names', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    serve(calls);
    const { container } = await render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <ReassignPanel agents={[SOFIA, DANIEL]} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const [from, to] = container.querySelectorAll('select');
    await choose(from, SOFIA._id);
    await choose(to, DANIEL._id);
    const preview = container.querySelector('[data-testid="move-preview"]');
    await vi.waitFor(() => expect(preview?.textContent).toBe('2 clients of Sofia Agent would move to Daniel Agent.'));

    await act(async () => container.querySelector('form')?.requestSubmit());
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found;
    });
    expect(dialog.textContent).toContain('Move 2 clients to Daniel Agent?');
    await act(async () => dialog.querySelector('form')?.requestSubmit());

    await vi.waitFor(() => expect(to?.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(to?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Daniel is disabled');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    // Every country: the body names none.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ from: SOFIA._id, to: DANIEL._id });
  });
});
