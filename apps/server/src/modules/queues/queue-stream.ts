import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { countQueues } from './read-queues.ts';

const HEARTBEAT_MS = 25_000;

/**
 * `GET /dashboard/queues/events`: a server-sent event stream of the caller's badge counts, sent at
 * once and again whenever a queue of the brand changes (`counts`, JSON as from /queues/counts).
 * The stream ends when its session ends (logout, disabling, revocation on any instance: heard
 * through the session cache's notifications) and at the latest when the access token would have
 * expired; the console opens a new one with a fresh token. A change to the staff user's permissions
 * or whitelist is read again at once, so the badges follow it.
 */
export function openQueueStream(deps: Deps, ctx: RequestContext, req: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let last = '';
  let closed = false;
  let caller = ctx;
  const send = async () => {
    if (closed) return;
    const counts = JSON.stringify(await countQueues(deps, caller));
    // Sent when the caller's counts moved, and always as `changed` so the notification list reloads.
    if (counts !== last) raw.write(`event: counts\ndata: ${counts}\n\n`);
    else raw.write('event: changed\ndata: {}\n\n');
    last = counts;
  };
  const fail = (error: unknown) => req.log.warn({ err: error }, 'queue stream update failed');
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe();
    stopWatchingSession();
    raw.end();
  };
  const recheckSession = async () => {
    const live = await deps.sessions.find(ctx.auth.sessionId);
    if (!live || live.staff.id !== ctx.auth.staff.id || !live.staff.brands.includes(ctx.auth.brand)) return end();
    caller = { ...caller, auth: { ...caller.auth, staff: live.staff } };
    await send();
  };
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(end, deps.config.accessTokenTtlSeconds * 1000);
  const unsubscribe = deps.live.subscribe(ctx.auth.brand, () => void send().catch(fail), end);
  const stopWatchingSession = deps.sessions.onChange(() => void recheckSession().catch(fail));
  req.raw.on('close', end);
  void send().catch(fail);
}
