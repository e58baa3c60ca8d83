import { CLIENT_SORTS } from '@crm/contracts';
import fc from 'fast-check';

/** Text PostgreSQL refuses: a NUL or an unpaired surrogate, alone or inside ordinary text. */
export const unstorableText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', 'note \ud83d', '\u0000\ud800'),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00'),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);

/**
 * Text a schema may let through and the database may not take, or that is hostile in some other
 * way: NUL, unpaired surrogates, control characters, huge strings, number and date look-alikes
 * out of every range, SQL and LIKE metacharacters.
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  unstorableText,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 10 }),
  fc.integer({ min: 5_000, max: 100_000 }).map((n) => 'é'.repeat(n)),
  fc.constantFrom('99999999999999999999', '-1', '1e400', 'NaN', 'Infinity', '0x10', '-0', '1.5', ''),
  fc.constantFrom(
    '0000-00-00',
    '2024-02-30',
    '275760-09-13',
    '10000-01-01',
    'infinity',
    '-infinity',
    '1970-01-01T00:00:00Z',
  ),
  fc.constantFrom("' or 1=1 --", '"; drop table clients; --', '%', '_', '\\', '%_%', '$1', '::text'),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid'),
);

/** Any JSON value of the wrong kind, or a hostile one of the right kind. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 64, -(2 ** 63), 0.000001, Number.MAX_SAFE_INTEGER + 2),
  fc.double(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.constant({ $ne: null }),
);

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * A cursor that is well-formed but for its value (or one other part): the default sort, a real
 * direction, a UUID, so that the decoding gets as far as the value.
 */
export const nearlyValidCursor: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('after', 'before'),
    fc.oneof({ weight: 4, arbitrary: fc.constant('-createdAt') }, fc.constantFrom(...CLIENT_SORTS)),
    fc.oneof(hostileText, fc.constant(null), fc.constantFrom('2024-13-01 00:00:00+00', '2024-02-30 00:00:00+00', 'x')),
    fc.uuid(),
  )
  .map((parts) => base64url(JSON.stringify(parts)));

/** A list cursor nobody gave out: well-formed with forged parts, or not even that. */
export const forgedCursor: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nearlyValidCursor },
  fc
    .tuple(
      fc.oneof(fc.constantFrom('after', 'before'), hostileText),
      fc.oneof(fc.constantFrom(...CLIENT_SORTS, ...CLIENT_SORTS.map((s) => `-${s}`)), hostileText),
      fc.oneof(hostileText, fc.constant(null), fc.integer(), fc.constantFrom('2024-01-01 00:00:00+00', '42')),
      fc.oneof(fc.uuid(), hostileText),
    )
    .map((parts) => base64url(JSON.stringify(parts))),
  hostileJson.map((value) => base64url(JSON.stringify(value) ?? '')),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('999999999999999', '000000000000000', '1'),
);

/** Already percent-encoded bytes no encoder would write: NUL, a surrogate's CESU-8, overlong, stray `%`. */
export const rawEncoded = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%FF',
  '%C0%80',
  '%',
  '%%',
  '%zz',
  '%E2%82',
  '%F4%90%80%80',
);

/** Percent-encodes `text` as UTF-8 (an unpaired surrogate becomes U+FFFD, as a browser sends it). */
export const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, (c, i: number) => (isPaired(text, i) ? c : '\uFFFD')));

/** True when the surrogate at `i` is half of a pair. */
function isPaired(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  const previous = text.charCodeAt(i - 1);
  return code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : previous >= 0xd800 && previous < 0xdc00;
}
