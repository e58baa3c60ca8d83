import fc from 'fast-check';
import { encode, forgedCursor, hostileJson, hostileText, rawEncoded, unstorableText } from './hostile-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { fuzzed, fuzzedObject, type KnownIds, plausible } from './schema-values.ts';
import { badMultipart, brokenBody, type SentBody } from './sent-bodies.ts';

/** A request as sent: `url` is already encoded, `body` a JSON text, raw text or a multipart form. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
};

export type FuzzContext = KnownIds & {
  brand: string;
  /** Ids that exist for a path parameter of this operation (a note id for `{noteId}`, …). */
  idsFor(path: string, param: string): fc.Arbitrary<string>;
};

/** A request before it is put together: path and query values already percent-encoded. */
type Parts = {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: SentBody;
};

/** A generated value as query text. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const entries = <T>(names: string[], values: (T | null)[]) =>
  Object.fromEntries(
    names.flatMap((name, i) => (values[i] === null || values[i] === undefined ? [] : [[name, values[i]]])),
  );

/** A query or path value: plausible, hostile, or bytes no encoder writes. */
function wildText(schema: JsonSchema, ctx: FuzzContext, name: string): fc.Arbitrary<string> {
  const plain = plausible(schema, ctx).map((v) => encode(textOf(v)));
  if (name === 'brand') return fc.oneof({ weight: 6, arbitrary: fc.constant(ctx.brand) }, spoiledText(name));
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 3, arbitrary: spoiledText(name) });
}

/** A value for a path or query parameter that no caller should send. */
function spoiledText(name: string): fc.Arbitrary<string> {
  const raw = fc.tuple(fc.string({ maxLength: 5 }), rawEncoded).map(([text, bytes]) => `${encode(text)}${bytes}`);
  // Only NUL survives the URL's UTF-8 as itself; a surrogate arrives as U+FFFD or as raw bytes.
  const unstorable = unstorableText.map(encode);
  // A cursor is mostly forged: its decoding is where a bad one would get through.
  const cursor = name === 'cursor' ? forgedCursor.map(encode) : unstorable;
  return fc.oneof(
    { weight: name === 'cursor' ? 12 : 3, arbitrary: cursor },
    { weight: 2, arbitrary: unstorable },
    { weight: 2, arbitrary: hostileText.map(encode) },
    { weight: 1, arbitrary: raw },
  );
}

const json = (value: unknown): SentBody => ({ json: value, type: 'application/json' });

function wildBody(op: Operation, ctx: FuzzContext): fc.Arbitrary<SentBody> {
  const shaped = op.body?.properties ? fuzzedObject(op.body, ctx) : op.body ? fuzzed(op.body, ctx) : hostileJson;
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: hostileJson.map(json) },
    { weight: 1, arbitrary: brokenBody.map((raw) => ({ raw, type: 'application/json' })) },
    { weight: 1, arbitrary: hostileText.map((raw) => ({ raw, type: 'text/plain' })) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: op.body ? 1 : 6, arbitrary: badMultipart },
  );
}

/** Header values fetch can send: visible ASCII, any length up to what a server reads. */
const headerValue = fc.oneof(
  fc.uuid(),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 }),
);

/** Every part fuzzed at once. */
function wildParts(op: Operation, ctx: FuzzContext): fc.Arbitrary<Parts> {
  const queryNames = Object.keys(op.query);
  const headerNames = Object.keys(op.headers);
  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: ctx.idsFor(op.path, name) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: spoiledText(name) },
    );
  return fc.record({
    path: fc.tuple(...op.pathParams.map(pathValue)).map((values) => entries(op.pathParams, values)),
    query: fc
      .tuple(...queryNames.map((name) => fc.option(wildText(op.query[name] ?? {}, ctx, name), { freq: 3 })))
      .map((values) => entries(queryNames, values)),
    headers: fc
      .tuple(...headerNames.map(() => fc.option(headerValue, { freq: 4 })))
      .map((values) => entries(headerNames, values)),
    body: op.method === 'GET' ? fc.constant<SentBody>({}) : wildBody(op, ctx),
  });
}

/** What a careful caller would send: ids that exist, values the schemas accept (mostly). */
function plausibleParts(op: Operation, ctx: FuzzContext): fc.Arbitrary<Parts> {
  const queryNames = Object.keys(op.query);
  const headerNames = Object.keys(op.headers);
  // Optional parameters mostly left out: a generated `filters` or `fields` is seldom valid, and
  // one refusal would hide what the spoiled value does further on.
  const queryValue = (name: string) =>
    name === 'brand'
      ? fc.constant(ctx.brand)
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: plausible(op.query[name] ?? {}, ctx).map((v) => encode(textOf(v))) },
        );
  const body = op.body ? plausible(op.body, ctx).map(json) : fc.constant<SentBody>({});
  return fc.record({
    path: fc.tuple(...op.pathParams.map((name) => ctx.idsFor(op.path, name))).map((v) => entries(op.pathParams, v)),
    query: fc.tuple(...queryNames.map(queryValue)).map((values) => entries(queryNames, values)),
    headers: fc.tuple(...headerNames.map(() => fc.uuid())).map((values) => entries(headerNames, values)),
    body: op.method === 'GET' ? fc.constant<SentBody>({}) : body,
  });
}

type Location = { in: 'path' | 'query' | 'body'; name: string };

/** Where one bad value can go: each path parameter, each query parameter, each body field. */
export function locationsOf(op: Operation): Location[] {
  const bodyFields = new Set(
    [op.body, ...(op.body?.anyOf ?? []), ...(op.body?.oneOf ?? [])].flatMap((s) => Object.keys(s?.properties ?? {})),
  );
  return [
    ...op.pathParams.map((name) => ({ in: 'path' as const, name })),
    ...Object.keys(op.query).map((name) => ({ in: 'query' as const, name })),
    ...[...bodyFields].map((name) => ({ in: 'body' as const, name })),
  ];
}

/** A careful caller's request with one value spoiled: reaches as deep as a bad value can go. */
function spoiledParts(op: Operation, ctx: FuzzContext): fc.Arbitrary<Parts> {
  const locations = locationsOf(op);
  if (!locations.length) return plausibleParts(op, ctx);
  const bodyValue = fc.oneof({ weight: 3, arbitrary: unstorableText }, { weight: 2, arbitrary: hostileJson });
  return fc
    .tuple(plausibleParts(op, ctx), fc.constantFrom(...locations), bodyValue)
    .chain(([parts, at, value]): fc.Arbitrary<Parts> => {
      if (at.in === 'body') {
        const base = typeof parts.body.json === 'object' && parts.body.json !== null ? parts.body.json : {};
        return fc.constant({ ...parts, body: json({ ...base, [at.name]: value }) });
      }
      // A spoiled query value goes alone (with the brand): another generated parameter refused
      // first would hide it.
      const brand: Record<string, string> = 'brand' in op.query ? { brand: ctx.brand } : {};
      return spoiledText(at.name).map((text) =>
        at.in === 'path'
          ? { ...parts, path: { ...parts.path, [at.name]: text } }
          : { ...parts, query: { ...brand, [at.name]: text } },
      );
    });
}

/** Fuzzed requests for one operation: mostly one spoiled value in a careful request, else anything. */
export function fuzzedRequest(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .oneof({ weight: 2, arbitrary: spoiledParts(op, ctx) }, { weight: 1, arbitrary: wildParts(op, ctx) })
    .map((parts) => {
      const path = op.pathParams.reduce((p, name) => p.replace(`{${name}}`, parts.path[name] || '%20'), op.path);
      const query = Object.entries(parts.query).map(([name, value]) => `${encode(name)}=${value}`);
      const headers = { ...parts.headers, ...(parts.body.type ? { 'content-type': parts.body.type } : {}) };
      const body = parts.body.json !== undefined ? JSON.stringify(parts.body.json) : parts.body.raw;
      return { method: op.method, url: `${path}${query.length ? `?${query.join('&')}` : ''}`, headers, body };
    });
}
