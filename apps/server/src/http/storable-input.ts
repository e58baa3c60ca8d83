import { unstorableTextReason } from '@crm/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error.ts';

type Found = { path: string; message: string };

/**
 * Refuses, on every route and before its schema or handler runs, a request whose path parameters,
 * query or JSON body hold text PostgreSQL cannot store (NUL, an unpaired surrogate): 400 code 2
 * naming the field, as a schema refusal would. Without this such text passes every schema and
 * fails inside a query as a 500 whose log line carries the client's data.
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorable(request.params, 'params') ??
      findUnstorable(request.query, 'query') ??
      findUnstorable(request.body, '');
    if (found) throw invalidField(found.path, found.message);
  });
}

/** A field name fit to show in a path: the characters that made it unstorable replaced. */
const shown = (key: string) => key.replaceAll('\u0000', '\uFFFD').replace(/[\uD800-\uDFFF]/g, '\uFFFD');

/**
 * The first string or field name in `value` that cannot be stored, with its path in the form of
 * validation details (`note`, `permissions.0`, `query.search`; `root` is the prefix). Walks with a
 * stack of its own: a 1 MB body can nest deeper than the call stack.
 */
export function findUnstorable(value: unknown, root: string): Found | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      const message = unstorableTextReason(item.value);
      if (message) return { path: item.path, message };
    } else if (item.value && typeof item.value === 'object') {
      const entries = Object.entries(item.value);
      const badKey = entries.find(([key]) => unstorableTextReason(key) !== null);
      if (badKey) return { path: join(item.path, shown(badKey[0])), message: unstorableTextReason(badKey[0]) ?? '' };
      // Pushed last field first, so the first field of the body is the one named.
      for (const [key, child] of entries.reverse()) stack.push({ value: child, path: join(item.path, key) });
    }
  }
  return null;
}
