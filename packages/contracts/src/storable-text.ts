/**
 * Text PostgreSQL can hold. It refuses NUL in `text` and `jsonb`, and a UTF-16 surrogate without
 * its partner has no UTF-8 form (JSON can still carry one as `"\ud800"`). Either would fail deep in
 * a query; the server refuses both at its edge instead, naming the field.
 */
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, in words for the caller; null when it can. */
export function unstorableTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'Contains a NUL character, which cannot be stored';
  if (LONE_SURROGATE.test(text)) return 'Contains a broken character (an unpaired UTF-16 surrogate)';
  return null;
}
