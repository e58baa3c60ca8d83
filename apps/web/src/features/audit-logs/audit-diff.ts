/** One field of a record's before and after: a dotted path (`utms.source`, `brands.1`) and both sides. */
export type DiffRow = {
  path: string;
  before: string | null;
  after: string | null;
  change: 'added' | 'removed' | 'changed' | 'same';
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

/** Every leaf of a JSON value by path; an empty object or array is a leaf of its own. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined && (prefix || value !== null)) {
    out.set(prefix || '(value)', value);
  }
  return out;
}

/** A leaf as staff read it: text as it is, everything else as JSON. */
export const shown = (value: unknown): string | null =>
  value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Before and after side by side, field by field, in the order the fields first appear (before's,
 * then those only after has). Nested objects are opened into dotted paths so a change deep in a
 * record is one line, not two blobs of JSON.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.map((path) => {
    const was = shown(a.get(path));
    const is = shown(b.get(path));
    const change = !a.has(path) ? 'added' : !b.has(path) ? 'removed' : was === is ? 'same' : 'changed';
    return { path, before: was, after: is, change };
  });
}
