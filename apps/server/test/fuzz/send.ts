import type { FuzzRequest } from './fuzz-requests.ts';

export type FuzzReply = { status: number; text: string };

/**
 * Sends one request and reads the reply. A stream (the queue badges' event stream) is cancelled
 * once its status is known: it would otherwise stay open.
 */
export async function send(baseUrl: string, token: string, request: FuzzRequest): Promise<FuzzReply> {
  const res = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  if (res.headers.get('content-type')?.includes('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '(event stream)' };
  }
  return { status: res.status, text: (await res.text()).slice(0, 500) };
}
