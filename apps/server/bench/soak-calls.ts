import type { TAccountPage, TClientPage } from '@crm/contracts';

/** One kind of staff work: `run` makes its HTTP calls and answers the status that counts. */
export type Call = { name: string; weight: number; run: () => Promise<number> };

/** The first refusals' bodies, by call and status, so a soak's failures say what they were. */
export const refusals = new Map<string, string>();

type Tokens = { admin: string; dealing: string };

const LEVERAGES = [100, 200] as const;

/**
 * The soak's mix of staff work, weighted roughly as a back office spends its day: lists and
 * searches most, then client pages, document reviews, request processing and transfers. Reads what
 * it needs first (clients, funded account pairs) from the demo data through the API.
 */
export async function soakCalls(base: string, { admin, dealing }: Tokens, newKey: () => string): Promise<Call[]> {
  const call = async (method: string, path: string, token: string, body?: unknown, key?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 400 && res.status !== 503)
      refusals.set(`${method} ${path.split('?')[0]} ${res.status}`, text.slice(0, 200));
    return { status: res.status, json: () => JSON.parse(text) as unknown };
  };
  const read = async <T>(path: string) => (await call('GET', path, admin)).json() as T;

  const clients = (await read<TClientPage>('/dashboard/users?limit=200')).docs.map((c) => c._id);
  const accounts = (await read<TAccountPage>('/dashboard/users/accounts?limit=200')).docs;
  const byClient = new Map<string, TAccountPage['docs']>();
  for (const a of accounts) byClient.set(a.user, [...(byClient.get(a.user) ?? []), a]);
  const pairs = [...byClient.values()]
    .filter((list) => list.length >= 2 && Number(list[0]?.available ?? 0) > 100)
    .map((list) => [list[0]?._id as string, list[1]?._id as string] as const);
  const leverage = new Map(accounts.map((a) => [a._id, a.leverage]));
  const busyAccounts = new Set<string>();
  const claimedDocuments = new Set<string>();
  let turn = 0;
  const pick = <T>(xs: readonly T[]) => xs[turn++ % xs.length] as T;
  const letters = 'abcdefghijklmnoprstw';

  return [
    {
      name: 'clients list',
      weight: 6,
      run: async () => (await call('GET', `/dashboard/users?page=${(turn++ % 5) + 1}`, admin)).status,
    },
    {
      name: 'client search',
      weight: 4,
      run: async () =>
        (
          await call(
            'GET',
            `/dashboard/users/search?field=name&searchText=${pick([...letters])}${pick([...letters])}`,
            admin,
          )
        ).status,
    },
    {
      name: 'client page',
      weight: 4,
      run: async () => {
        const id = pick(clients);
        const statuses = await Promise.all(
          [`/dashboard/users/${id}`, `/dashboard/users/${id}/documents`, `/dashboard/users/accounts?user=${id}`].map(
            async (p) => (await call('GET', p, admin)).status,
          ),
        );
        return statuses.find((s) => s !== 200) ?? 200;
      },
    },
    {
      name: 'document review',
      weight: 2,
      run: async () => {
        const queue = await call('GET', '/dashboard/users/documents?status=pending&size=50', admin);
        if (queue.status !== 200) return queue.status;
        const pending = (queue.json() as { docs: { _id: string }[] }).docs.find((d) => !claimedDocuments.has(d._id));
        if (!pending) return 200;
        claimedDocuments.add(pending._id);
        return (await call('PUT', `/dashboard/users/documents/${pending._id}?status=approved`, admin, {})).status;
      },
    },
    {
      name: 'request raised and processed',
      weight: 2,
      run: async () => {
        // An account that already has a pending request (the demo's, or one whose processing an
        // outage cut off) is refused a second one: it leaves the pool, and the call tries the next.
        for (let attempt = 0; attempt < 5; attempt++) {
          const account = [...leverage.keys()].find((id) => !busyAccounts.has(id));
          if (!account) return 200;
          busyAccounts.add(account);
          try {
            const next = leverage.get(account) === LEVERAGES[0] ? LEVERAGES[1] : LEVERAGES[0];
            const raised = await call('POST', '/dashboard/users/requests', dealing, {
              request_type: 'changeAccountLeverage',
              account,
              leverage: next,
            });
            if (raised.status === 409) {
              leverage.delete(account);
              continue;
            }
            if (raised.status !== 200) return raised.status;
            const { _id } = raised.json() as { _id: string };
            const processed = await call('POST', `/dashboard/users/requests/${_id}/process`, admin);
            if (processed.status === 200) leverage.set(account, next);
            else leverage.delete(account);
            return processed.status;
          } finally {
            busyAccounts.delete(account);
          }
        }
        return 200;
      },
    },
    {
      name: 'transfer',
      weight: 2,
      run: async () => {
        // From the funded account of the pair only: one cent a time leaves it funded for hours.
        const [from, to] = pick(pairs);
        const body = { amount: '0.01', accountFrom: from, accountTo: to, reason: 'soak' };
        return (await call('POST', '/dashboard/users/accounts/transferFunds', admin, body, newKey())).status;
      },
    },
  ];
}
