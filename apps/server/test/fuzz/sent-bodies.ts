import fc from 'fast-check';
import { hostileText } from './hostile-values.ts';

/** A body: a JSON value, or raw text or a form; none for a form, whose type fetch writes itself. */
export type SentBody = { json?: unknown; raw?: string | FormData; type?: string };

/** Bodies that are not JSON at all, or JSON no parser should have to walk. */
export const brokenBody = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '{"__proto__":{"x":1}}', '\u0000', '{"a":"\\ud800"}'),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 50_000 }).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`),
);

/**
 * Uploads that must be refused: a file whose bytes are no document type (they start with "junk"),
 * a name that is hostile or carries a path, a hostile `kind`; or a multipart text that is broken.
 */
export const badMultipart: fc.Arbitrary<SentBody> = fc.oneof(
  fc
    .record({
      name: fc.oneof(hostileText, fc.constantFrom('../id.png', 'a/b.pdf', 'C:\\id.jpg', 'id.png\u0000.exe')),
      kind: fc.option(hostileText),
      bytes: fc.uint8Array({ maxLength: 2_000 }),
    })
    .map(({ name, kind, bytes }) => {
      const form = new FormData();
      if (kind !== null) form.append('kind', kind);
      form.append('file', new Blob([Buffer.from('junk'), bytes]), name);
      return { raw: form };
    }),
  fc.constantFrom(
    { raw: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n', type: 'multipart/form-data; boundary=x' },
    { raw: 'not multipart', type: 'multipart/form-data' },
    { raw: '--x--', type: 'multipart/form-data; boundary=y' },
  ),
);
