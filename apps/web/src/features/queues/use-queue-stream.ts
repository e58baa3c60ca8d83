import type { TQueueCount } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { urlOf } from '../../lib/api/client.ts';
import { pathOf } from '../../lib/api/endpoint-path.ts';
import { refreshAccessToken, SessionEndedError } from '../../lib/auth/refresh.ts';
import { selectedBrand } from '../../lib/auth/stored-user.ts';
import { readAccessToken } from '../../lib/auth/token-store.ts';
import { queueKeys } from './queue-keys.ts';
import { readEvents } from './read-events.ts';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the badge counts and the notifications list current from the server's event stream
 * (the `streamQueueEvents` endpoint): counts arrive as they change; any change reloads the notifications.
 * The server ends the stream when the access token would expire; it is then opened again, after a
 * silent refresh if the token was refused. Failures back off up to 30 s; polling stays as a net.
 */
export function useQueueStream(brand: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    const controller = new AbortController();
    const run = async () => {
      let retryMs = FIRST_RETRY_MS;
      while (!stopped) {
        try {
          const token = readAccessToken();
          const res = await fetch(urlOf(pathOf('streamQueueEvents'), { brand: selectedBrand() ?? brand }, false), {
            headers: token ? { authorization: `Bearer ${token}` } : {},
            signal: controller.signal,
          });
          if (res.status === 401) {
            await refreshAccessToken({ brand: selectedBrand });
            continue;
          }
          if (!res.ok || !res.body) throw new Error(`queue stream answered ${res.status}`);
          retryMs = FIRST_RETRY_MS;
          await readEvents(res.body, ({ event, data }) => {
            if (event === 'counts') queryClient.setQueryData<TQueueCount[]>(queueKeys.counts(), JSON.parse(data));
            void queryClient.invalidateQueries({ queryKey: queueKeys.notifications() });
          });
        } catch (error) {
          if (stopped || error instanceof SessionEndedError) return;
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        }
        if (!stopped) await sleep(retryMs);
      }
    };
    void run();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [brand, queryClient]);
}
