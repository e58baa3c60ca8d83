/** A column the user can show or hide; `value` is what goes into the `fields` parameter. */
export type ColumnChoice = { value: string; label?: string; selected: boolean };

/** Spec point 2: the column choice is also kept in browser storage under `<page path>-fields`. */
export const fieldsStorageKey = (pathname: string) => `${pathname}-fields`;

/**
 * Turns a column choice into the comma-separated `fields` value. Spec point 5: an item without a
 * boolean `selected` or without a `value` is refused with "Invalid fields object".
 */
export function fieldsParam(columns: readonly unknown[]): string {
  const chosen: string[] = [];
  for (const column of columns) {
    const c = column as Partial<ColumnChoice> | null;
    if (!c || typeof c !== 'object' || typeof c.selected !== 'boolean' || typeof c.value !== 'string' || !c.value) {
      throw new Error('Invalid fields object');
    }
    if (c.selected) chosen.push(c.value);
  }
  return chosen.join(',');
}

export const parseFieldsParam = (value: string | null): string[] =>
  value
    ? value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
    : [];
