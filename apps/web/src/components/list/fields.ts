/** A column the user can show or hide; `value` is what goes into the `fields` parameter. */
export type ColumnChoice = { value: string; label?: string; selected: boolean };

/** Spec point 2: the column choice is also kept in browser storage under `<page path>-fields`. */
export const fieldsStorageKey = (pathname: string) => `${pathname}-fields`;

const isChoice = (item: unknown): item is ColumnChoice =>
  typeof item === 'object' &&
  item !== null &&
  'selected' in item &&
  typeof item.selected === 'boolean' &&
  'value' in item &&
  typeof item.value === 'string' &&
  item.value !== '';

/**
 * Turns a column choice into the comma-separated `fields` value. Spec point 5: an item without a
 * boolean `selected` or without a `value` is refused with "Invalid fields object".
 */
export function fieldsParam(columns: readonly unknown[]): string {
  const chosen: string[] = [];
  for (const column of columns) {
    if (!isChoice(column)) throw new Error('Invalid fields object');
    if (column.selected) chosen.push(column.value);
  }
  return chosen.join(',');
}

/**
 * The columns a `fields` value names. `null` (no value at all) is "not chosen": the caller falls
 * back to what was saved or to the defaults. An empty string is a choice of no column (the chooser's
 * Clear), which must not snap back to the defaults.
 */
export function parseFieldsParam(value: string | null): string[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}
