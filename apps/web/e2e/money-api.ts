import type { TClientRequest, TCreateRequest, TMoneyMovementReply, TTradingAccount } from '@crm/contracts';
import { DEMO_PASSWORD } from './browser.ts';

/** Staff calls straight to the API, to set up what a test then does in the console. */
export async function apiAs(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/dashboard/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`${email} could not sign in: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}brand=meridian`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': crypto.randomUUID(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    /** Any read the test needs to choose its data. */
    get: <T>(path: string) => call<T>('GET', path),
    /** Any other change the test sets up through the API. */
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    liveAccounts: async () =>
      (await call<{ docs: TTradingAccount[] }>('GET', '/dashboard/users/accounts?environment_type=live&limit=200'))
        .docs,
    deposit: (account: string, amount: string) =>
      call<TMoneyMovementReply>('POST', `/dashboard/users/accounts/${account}/balanceOperation`, {
        amount,
        type: 'deposit',
        comment: 'e2e opening balance',
      }),
    raise: (body: TCreateRequest) => call<TClientRequest>('POST', '/dashboard/users/requests', body),
    /** A colleague of the funding department (signing in with the demo password) who may pay out withdrawals. */
    addPayer: (email: string) =>
      call('POST', '/dashboard/crmusers', {
        first_name: 'Second',
        last_name: 'Approver',
        email,
        password: DEMO_PASSWORD,
        department: 'funding',
        permissions: [
          'users.get_users',
          'accounts.get_accounts',
          'requests.view_requests',
          'requests.view_pending_withdrawals',
          'requests.withdraw_from_account',
        ],
      }),
    queueCount: async (key: string) =>
      (await call<{ key: string; count: number }[]>('GET', '/dashboard/queues/counts')).find((q) => q.key === key)
        ?.count ?? 0,
  };
}

/** Accounts of distinct clients, one client per test, so tests never share a balance. */
export function clientsWithAccounts(accounts: readonly TTradingAccount[]) {
  const byClient = new Map<string, TTradingAccount[]>();
  for (const a of accounts) byClient.set(a.user, [...(byClient.get(a.user) ?? []), a]);
  return [...byClient.entries()].map(([client, list]) => ({
    client,
    // The cTrader account is the one each test works on.
    account: list.find((a) => a.platform === 'ctrader' && a.currency === 'USD') ?? (list[0] as TTradingAccount),
  }));
}
