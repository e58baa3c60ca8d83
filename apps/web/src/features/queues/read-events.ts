/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export type ServerEvent = { event: string; data: string };

/**
 * Splits a `text/event-stream` body into events as they arrive (the format of the HTML standard:
 * blank-line separated blocks of `field: value` lines; `:` lines are comments, e.g. heartbeats).
 * EventSource would do this, but it cannot send the bearer token.
 */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (e: ServerEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':') || line === '') continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
    }
  }
}
