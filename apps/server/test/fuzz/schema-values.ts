import fc from 'fast-check';
import { hostileJson } from './hostile-values.ts';
import type { JsonSchema } from './openapi-operations.ts';

/** Ids that exist (a client, an account, a note…), so fuzzed input also reaches past the lookups. */
export type KnownIds = { anyId: fc.Arbitrary<string> };

const isoDay = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function plausibleString(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(ids.anyId, fc.uuid());
  if (schema.format === 'date') return isoDay;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u'));
    } catch {
      // A pattern JavaScript reads differently: plain text will do.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: 'grapheme' });
}

/** A value the schema would accept, or close to it: the base the fuzzer spoils. */
export function plausible(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => plausible(s, ids, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, ids);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1e9, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items && depth < 4 ? plausible(schema.items, ids, depth + 1) : hostileJson, {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: 3,
      });
    case 'object':
      return depth < 4 ? plausibleObject(schema, ids, depth) : fc.constant({});
    default:
      return hostileJson;
  }
}

/** Every required field, some of the optional ones, each plausible; no field the schema does not know. */
function plausibleObject(schema: JsonSchema, ids: KnownIds, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field, ids, depth + 1)]),
  );
  return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((name) => name in fields) });
}

/** A plausible value most of the time, a hostile one (wrong type, NUL, huge…) the rest. */
export const fuzzed = (schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, ids, depth) }, { weight: 2, arbitrary: hostileJson });

/** Each declared field present or not, fuzzed; now and then a field the schema does not know. */
export function fuzzedObject(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, fuzzed(field, ids, depth + 1)]),
  );
  const known = fc.record(fields, { requiredKeys: [] });
  // One call in eight carries a field the schema does not know.
  const extra = fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileJson, { maxKeys: 2 }) },
  );
  return fc.tuple(known, extra).map(([values, more]) => ({ ...(more ?? {}), ...values }));
}
