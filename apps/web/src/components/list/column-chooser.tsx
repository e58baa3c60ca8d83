import { useT } from '../../lib/i18n/use-t.ts';
import { MultiSelect } from '../ui/multi-select.tsx';
import type { ColumnChoice } from './fields.ts';

type Props = {
  /** The columns the user may show or hide (the row's actions are not among them). */
  columns: readonly { id: string; label: string }[];
  selected: readonly string[];
  /** `setColumns` of useListState: writes `fields` to the URL and to `<path>-fields`. */
  onChange: (choice: readonly ColumnChoice[]) => void;
};

/**
 * Spec point 2's column choice: a multi-select of the list's columns. Every column is passed with
 * its `selected` flag, so Clear is a choice of no column, kept as such (see fields.ts).
 */
export function ColumnChooser({ columns, selected, onChange }: Props) {
  const t = useT();
  return (
    <MultiSelect
      label={t('list.columns')}
      options={columns.map((c) => ({ value: c.id, label: c.label }))}
      selected={selected}
      onChange={(chosen) => onChange(columns.map((c) => ({ value: c.id, selected: chosen.includes(c.id) })))}
    />
  );
}

/** The shown columns, in the list's own order, among those chosen; `always` ones (actions) last. */
export function chosenColumns<C extends { id: string }>(
  columns: readonly C[],
  fields: readonly string[],
  always: readonly C[] = [],
) {
  return [...columns.filter((c) => fields.includes(c.id)), ...always];
}
