import type { TEndpoint, TEndpointReply } from '@crm/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { type EndpointRequest, registerEndpoint } from './bind-endpoint.ts';
import { idempotencyKeyOf, idempotent, markReplay } from './idempotency.ts';
import { contextOf, type RequestContext } from './request-context.ts';

/** `POST /dashboard/users/accounts/:id/x` with its params: the route a saved reply is kept under. */
function routeOf(endpoint: TEndpoint, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(values[name]))}`;
}

/**
 * Binds a money endpoint: its use case runs once per `Idempotency-Key`, in the transaction that
 * claims the key, and a replay answers the saved reply with `Idempotent-Replayed`.
 */
export function bindIdempotentEndpoint<E extends TEndpoint & { idempotent: true }>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  run: (request: EndpointRequest<E>, tx: Tx, ctx: RequestContext) => Promise<TEndpointReply<E>>,
): void {
  registerEndpoint(app, endpoint, async (request, reply) => {
    const ctx = contextOf(request);
    const route = routeOf(endpoint, request.params);
    const result = await idempotent(deps, ctx, { key: idempotencyKeyOf(request), route, body: request.body }, (tx) =>
      run(request, tx, ctx),
    );
    markReplay(reply, result.replayed);
    return result.body;
  });
}
