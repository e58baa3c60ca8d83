import { beforeEach, describe, expect, it } from 'vitest';
import { refreshAccessToken, SessionEndedError } from './refresh.ts';
import {
  clearTokens,
  readAccessToken,
  readRefreshToken,
  storeTokens,
  writeAccessToken,
  writeRefreshToken,
} from './token-store.ts';

/** A token endpoint that rotates like the server: each refresh token works once. */
function tokenEndpoint() {
  let n = 0;
  const used = new Set<string>();
  const calls: string[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { refresh_token } = JSON.parse(String(init?.body)) as { refresh_token: string };
    calls.push(refresh_token);
    await new Promise((r) => setTimeout(r, 20));
    if (used.has(refresh_token)) return new Response('{"code":12}', { status: 401 });
    used.add(refresh_token);
    n++;
    return new Response(JSON.stringify({ token: `access-${n}`, refresh_token: `refresh-${n}` }), { status: 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** Web Locks as the browser gives them: one holder at a time per name. */
function locks() {
  let chain = Promise.resolve();
  return {
    request<T>(_name: string, cb: () => Promise<T>): Promise<T> {
      const run = chain.then(cb);
      chain = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

beforeEach(() => {
  clearTokens();
  storeTokens({ token: 'access-0', refresh_token: 'refresh-0' });
});

describe('silent refresh', () => {
  it('makes one request for many callers at once', async () => {
    const server = tokenEndpoint();
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => refreshAccessToken({ fetch: server.fetch, locks: locks(), brand: () => null })),
    );
    expect(server.calls).toEqual(['refresh-0']);
    expect(new Set(tokens)).toEqual(new Set(['access-1']));
    expect(readRefreshToken()).toBe('refresh-1');
  });

  it('takes a token another tab already refreshed instead of spending the rotated one', async () => {
    const server = tokenEndpoint();
    const shared = locks();
    // Another tab holds the lock and rotates while this tab waits for it.
    const otherTab = shared.request('crm-token-refresh', async () => {
      await new Promise((r) => setTimeout(r, 30));
      writeAccessToken('access-from-other-tab');
      writeRefreshToken('refresh-from-other-tab');
    });
    const mine = refreshAccessToken({ fetch: server.fetch, locks: shared, brand: () => null });
    await otherTab;
    expect(await mine).toBe('access-from-other-tab');
    expect(server.calls).toEqual([]);
  });

  it("reads the store, not this tab's stale view, when another tab rotated just before", async () => {
    const server = tokenEndpoint();
    // This tab's document.cookie still shows refresh-0; the store already holds the other tab's rotation.
    const store = {
      getAll: async () => [
        { name: 'accessTokenLength', value: String('access-from-other-tab'.length) },
        { name: 'accessToken_0', value: 'access-from-other-tab' },
        { name: 'refreshToken', value: 'refresh-from-other-tab' },
      ],
    };
    const token = await refreshAccessToken({
      fetch: server.fetch,
      locks: locks(),
      brand: () => null,
      cookieStore: store,
    });
    expect(token).toBe('access-from-other-tab');
    expect(server.calls).toEqual([]);
  });

  it('holds the lock until the store has the new tokens', async () => {
    const server = tokenEndpoint();
    let reads = 0;
    // The store takes three reads to show this tab's write, as when the write is still in flight.
    const store = {
      getAll: async () => {
        reads++;
        const committed = reads > 3;
        const access = committed ? 'access-1' : 'access-0';
        return [
          { name: 'accessTokenLength', value: String(access.length) },
          { name: 'accessToken_0', value: access },
          { name: 'refreshToken', value: committed ? 'refresh-1' : 'refresh-0' },
        ];
      },
    };
    const shared = locks();
    const mine = refreshAccessToken({ fetch: server.fetch, locks: shared, brand: () => null, cookieStore: store });
    const next = shared.request('crm-token-refresh', async () => reads);
    expect(await mine).toBe('access-1');
    expect(await next).toBeGreaterThan(3);
  });

  it('keeps the session through an outage: only a 401 ends it', async () => {
    const down = (async () => new Response('{"code":1}', { status: 503 })) as typeof fetch;
    const error = await refreshAccessToken({ fetch: down, locks: undefined, brand: () => null }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect(readRefreshToken()).toBe('refresh-0');
  });

  it('refreshes into another brand even after another tab rotated the token', async () => {
    const server = tokenEndpoint();
    const shared = locks();
    const otherTab = shared.request('crm-token-refresh', async () => {
      writeAccessToken('access-other');
      writeRefreshToken('refresh-0b');
    });
    const switched = refreshAccessToken({
      fetch: server.fetch,
      locks: shared,
      brand: () => 'northwind',
      brandOverride: 'northwind',
    });
    await otherTab;
    expect(await switched).toBe('access-1');
    expect(server.calls).toEqual(['refresh-0b']);
  });

  it('sends the selected brand and ends the session when the server refuses', async () => {
    const bodies: string[] = [];
    const refused = (async (_u: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return new Response('{"code":12}', { status: 401 });
    }) as typeof fetch;
    await expect(
      refreshAccessToken({ fetch: refused, locks: undefined, brand: () => 'northwind' }),
    ).rejects.toBeInstanceOf(SessionEndedError);
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ refresh_token: 'refresh-0', brand: 'northwind' });
    expect(readAccessToken()).toBe('access-0');
  });
});
