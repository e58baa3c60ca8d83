import type { z } from 'zod';
import type { TEndpointAccess } from './endpoint-access.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses an endpoint answers with `{ code, message, details? }` (ZErrorReply). */
export type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * One HTTP endpoint, declared once: the server registers it from this, the route-access test and
 * the OpenAPI document read it, the console may import its schemas.
 */
export type TEndpoint = {
  method: THttpMethod;
  /** The spec's exact path, in Fastify's syntax (`:id`), which is what the server registers. */
  path: `/${string}`;
  access: TEndpointAccess;
  /** Honours an `Idempotency-Key` header: the same key and body replays the saved reply. */
  idempotent?: boolean;
  /** The OpenAPI group. */
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request content types other than JSON (an upload). */
  consumes?: readonly string[];
  /** The success status, 200 unless said. */
  status?: 200 | 201;
  /** The success reply; absent for a file, a download or a stream. */
  reply?: z.ZodType;
  errors?: readonly TErrorStatus[];
};

/** Keeps the literal types of a declaration, so the server's handler is typed from its schemas. */
export const defineEndpoint = <const E extends TEndpoint>(endpoint: E): E => endpoint;

type Output<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** What the server's handler receives and returns, read from the declaration. */
export type TEndpointParams<E extends TEndpoint> = Output<E, 'params'>;
export type TEndpointQuery<E extends TEndpoint> = Output<E, 'query'>;
export type TEndpointBody<E extends TEndpoint> = Output<E, 'body'>;
export type TEndpointReply<E extends TEndpoint> = Output<E, 'reply'>;
