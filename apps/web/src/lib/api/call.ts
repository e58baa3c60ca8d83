import routes from 'virtual:endpoint-routes';
import type { TEndpointName, TEndpointsByName } from '@crm/contracts';
import type { z } from 'zod';
import { api, type CallOptions } from './client.ts';
import { pathOf } from './endpoint-path.ts';
import { fetchFile } from './fetch-file.ts';

type Endpoint<N extends TEndpointName> = TEndpointsByName[N];
type InputOf<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType } ? z.input<S> : never;
type Has<E, K extends string> = E extends { [key in K]: z.ZodType } ? true : false;

/** A query field may be null: a list's URL state says "not set" with null, and null is not sent. */
type QueryInput<Q> = { [K in keyof Q]?: Q[K] | null };

/** What a call sends: the declaration's params (required when its path has any), query and body. */
export type TCallInput<N extends TEndpointName> = (Has<Endpoint<N>, 'params'> extends true
  ? { params: InputOf<Endpoint<N>, 'params'> }
  : { params?: never }) &
  (Has<Endpoint<N>, 'query'> extends true ? { query?: QueryInput<InputOf<Endpoint<N>, 'query'>> } : { query?: never }) &
  (Endpoint<N> extends { consumes: readonly string[] }
    ? { body: FormData }
    : Has<Endpoint<N>, 'body'> extends true
      ? { body: InputOf<Endpoint<N>, 'body'> }
      : { body?: never }) &
  Pick<CallOptions, 'headers' | 'withBrand'>;

/** What a call answers: the declaration's reply schema, parsed shape. */
export type TCallReply<N extends TEndpointName> =
  Endpoint<N> extends { reply: infer S extends z.ZodType } ? z.output<S> : undefined;

/** Input a call may omit entirely: no params and no body. */
type Optional<N extends TEndpointName> =
  Has<Endpoint<N>, 'params'> extends true ? false : Has<Endpoint<N>, 'body'> extends true ? false : true;
type Args<N extends TEndpointName> = Optional<N> extends true ? [input?: TCallInput<N>] : [input: TCallInput<N>];

type Query = NonNullable<CallOptions['query']>;

/**
 * Calls an endpoint by its declared name: path and method from the declaration, reply typed by its
 * schema, tokens, brand and silent refresh as every call has them (client.ts). No call site spells
 * a path.
 */
export function call<N extends TEndpointName>(name: N, ...[input]: Args<N>): Promise<TCallReply<N>> {
  const [method] = routes[name];
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown } & CallOptions;
  return api<TCallReply<N>>(pathOf(name, given.params), {
    method,
    query: given.query,
    body: given.body,
    headers: given.headers,
    withBrand: given.withBrand,
  });
}

/** A file reply (a download, a document, an export): the raw response, after the same refresh rule. */
export function callForFile<N extends TEndpointName>(name: N, ...[input]: Args<N>): Promise<Response> {
  const [method] = routes[name];
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown } & CallOptions;
  return fetchFile(pathOf(name, given.params), { method, query: given.query, body: given.body });
}
