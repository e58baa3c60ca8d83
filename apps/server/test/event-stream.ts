import type { TQueueCount } from '@crm/contracts';

type ServerEvent = { name: string; data: string };

export type EventStream = {
  /** Reads `counts` events until one satisfies `until`; throws if the stream ends first. */
  nextCounts(until: (counts: TQueueCount[]) => boolean): Promise<TQueueCount[]>;
  /** The next event of any kind (`counts`, `changed`); throws if the stream ends first. */
  nextEvent(): Promise<ServerEvent>;
  /** Resolves when the server ends the stream (every event before it is skipped). */
  ended(): Promise<void>;
  close(): void;
};

/** Opens the badge stream (`GET /dashboard/queues/events`) as the console does, with a bearer token. */
export async function openEventStream(baseUrl: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/dashboard/queues/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextEvent = async (): Promise<ServerEvent> => {
    for (;;) {
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (\w+)\ndata: (.*)$/m.exec(block);
        if (event) return { name: event[1] as string, data: event[2] as string };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    nextEvent,
    async nextCounts(until) {
      for (;;) {
        const event = await nextEvent();
        if (event.name !== 'counts') continue;
        const counts = JSON.parse(event.data) as TQueueCount[];
        if (until(counts)) return counts;
      }
    },
    async ended() {
      for (;;) if ((await reader.read()).done) return;
    },
    close: () => controller.abort(),
  };
}

export const countOf = (counts: TQueueCount[], key: string) => counts.find((q) => q.key === key)?.count ?? 0;
