import { describe, expect, it } from 'vitest';
import { readEvents, type ServerEvent } from './read-events.ts';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

describe('readEvents', () => {
  it('parses named events split across chunks, joins data lines, and skips heartbeats', async () => {
    const events: ServerEvent[] = [];
    await readEvents(
      streamOf('event: counts\ndata: [{"key":"a",', '"count":2}]\n\n: keep-alive\n\n', 'data: one\ndata: two\r\n\r\n'),
      (e) => events.push(e),
    );
    expect(events).toEqual([
      { event: 'counts', data: '[{"key":"a","count":2}]' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});
