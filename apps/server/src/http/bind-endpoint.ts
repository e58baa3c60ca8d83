import {
  type TEndpoint,
  type TEndpointBody,
  type TEndpointParams,
  type TEndpointQuery,
  type TEndpointReply,
  ZErrorReply,
} from '@crm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';

/** The request a handler gets: params, query and body as the declaration's schemas parsed them. */
export type EndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Params: TEndpointParams<E>;
  Querystring: TEndpointQuery<E>;
  Body: TEndpointBody<E>;
}>;

/** A handler returns the declared reply, or the reply object when it sent a file or a stream itself. */
export type EndpointHandler<E extends TEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TEndpointReply<E> | FastifyReply> | TEndpointReply<E> | FastifyReply;

const ZIdempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() }).loose();

/** The Fastify schema of a declaration: validation, serialization and the OpenAPI document. */
export function schemaOf(endpoint: TEndpoint): FastifySchema & { tags: string[]; consumes?: string[] } {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.reply) response[endpoint.status ?? 200] = endpoint.reply;
  for (const status of endpoint.errors ?? []) response[status] = ZErrorReply;
  return {
    tags: [...endpoint.tags],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.idempotent && { headers: ZIdempotencyHeaders }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers a declared endpoint with its handler: method, path, schemas and access all come from
 * the declaration, so a route cannot differ from its contract. Money endpoints (`idempotent`) go
 * through `bindIdempotentEndpoint`, which the types enforce.
 */
export function bindEndpoint<E extends TEndpoint & { idempotent?: false }>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  registerEndpoint(app, endpoint, handler);
}

/** The registration itself, for the two binders; route files call `bindEndpoint` or `bindIdempotentEndpoint`. */
export function registerEndpoint<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const { status } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    schema: schemaOf(endpoint),
    handler: (request, reply) => {
      if (status !== undefined && status !== 200) reply.status(status);
      // The schemas above validated these shapes before the handler runs.
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}
