import type { TClientFilterDefinition } from '@crm/contracts/client-filters';
import { type FILTER_OPERATORS, parseFilters, serializeFilters, type TFilter } from '@crm/contracts/filters';
import { useQuery } from '@tanstack/react-query';
import { countries } from 'countries-list';
import { useState } from 'react';
import { FilterChip } from '../../components/ui/filter-chip.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { call } from '../../lib/api/call.ts';
import { DEFAULT_COUNTRY } from '../../lib/format/default-country.ts';
import { clientKeys } from './client-keys.ts';
import { DEVICE_OPTIONS } from './device-label.ts';

const OPERATOR_LABELS: Record<(typeof FILTER_OPERATORS)[number], string> = {
  eq: 'is',
  ne: 'is not',
  gt: 'more than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
};
const COUNTRY_OPTIONS = Object.entries(countries)
  .map(([code, c]) => ({ value: code.toLowerCase(), label: c.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** A filter's choices with the words staff read: country names, device types through spec point 5's map. */
function optionsOf(definition: TClientFilterDefinition | undefined): { value: string; label: string }[] {
  if (definition?.name === 'country') return COUNTRY_OPTIONS;
  if (definition?.name === 'device_type') return DEVICE_OPTIONS;
  return (definition?.values ?? []).map((v) => ({ value: v, label: v }));
}

const valueLabel = (definitions: readonly TClientFilterDefinition[], field: string, value: string) =>
  optionsOf(definitions.find((d) => d.name === field)).find((o) => o.value === value)?.label ?? value;

const toInput = (definitions: readonly TClientFilterDefinition[], f: TFilter) => {
  const d = definitions.find((x) => x.name === f.field);
  return { field: f.field, operator: f.operator, values: f.values, inputType: d?.inputType ?? '', type: d?.type ?? '' };
};

/** Applied filters as chips, and a small form to add one (spec points 2, 5, 9). */
export function FilterBuilder({
  value,
  onChange,
  refusal = null,
}: {
  value: string | null;
  onChange: (filters: string | null) => void;
  /** Why the server refused the applied filters, shown beside them. */
  refusal?: string | null;
}) {
  const { data: definitions = [] } = useQuery({
    queryKey: clientKeys.filters(),
    queryFn: () => call('listClientFilters'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const applied = parseFiltersSafe(value);
  const [field, setField] = useState('');
  const definition = definitions.find((d) => d.name === field);
  const [operator, setOperator] = useState('');
  const [values, setValues] = useState<string[]>([]);

  const write = (filters: TFilter[]) => onChange(serializeFilters(filters.map((f) => toInput(definitions, f))) || null);
  function add() {
    if (!definition) return;
    write([
      ...applied,
      { field: definition.name, operator: (operator || definition.operators[0]) as TFilter['operator'], values },
    ]);
    setField('');
    setOperator('');
    setValues([]);
  }
  const options = optionsOf(definition);

  return (
    <div className="filters">
      <ul className="chips" aria-label="Applied filters">
        {applied.map((f, i) => {
          const label = definitions.find((d) => d.name === f.field)?.label ?? f.field;
          return (
            <li key={`${f.field}[${f.operator}]:${f.values.join('|')}`}>
              <FilterChip
                label={`${label} ${OPERATOR_LABELS[f.operator]} ${f.values.map((v) => valueLabel(definitions, f.field, v)).join(', ')}`}
                onDelete={() => write(applied.filter((_, j) => j !== i))}
              />
            </li>
          );
        })}
      </ul>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}. Change or delete that filter to see clients.
        </p>
      )}
      <div className="filter-form">
        <label>
          <select
            value={field}
            onChange={(e) => {
              setField(e.target.value);
              setOperator('');
              // Spec point 9: the country input starts at the default country.
              setValues(e.target.value === 'country' ? [DEFAULT_COUNTRY] : []);
            }}
            aria-label="Add a filter"
          >
            <option value="">Add a filter…</option>
            {definitions.map((d) => (
              <option key={d.name} value={d.name}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        {definition && (
          <>
            <select
              aria-label="Operator"
              value={operator || definition.operators[0]}
              onChange={(e) => setOperator(e.target.value)}
            >
              {definition.operators.map((op) => (
                <option key={op} value={op}>
                  {OPERATOR_LABELS[op]}
                </option>
              ))}
            </select>
            {definition.inputType === 'multi' ? (
              <MultiSelect label="Values" options={options} selected={values} onChange={setValues} />
            ) : definition.inputType === 'select' ? (
              <select
                aria-label="Value"
                value={values[0] ?? ''}
                onChange={(e) => setValues(e.target.value ? [e.target.value] : [])}
              >
                <option value="">Choose…</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : definition.inputType === 'number' ? (
              // Spec point 5: numbers only; a value is applied once it reads as a number.
              <NumberInput
                label="Value"
                suffix={definition.name.endsWith('_usd') ? 'USD' : undefined}
                value={values[0] ?? ''}
                onChange={(text) => setValues(text ? [text] : [])}
              />
            ) : (
              <input
                aria-label="Value"
                type={definition.inputType === 'date' ? 'date' : 'text'}
                value={values[0] ?? ''}
                onChange={(e) => setValues(e.target.value ? [e.target.value] : [])}
              />
            )}
            <button type="button" className="button" disabled={!isComplete(definition, values)} onClick={add}>
              Apply
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** A number filter applies once its value reads as a number ("12." does not yet); others once chosen. */
function isComplete(definition: TClientFilterDefinition, values: string[]): boolean {
  if (values.length === 0) return false;
  return definition.inputType !== 'number' || values.every((v) => /^\d+(\.\d+)?$/.test(v));
}

/** A hand-edited URL with a broken filter shows no chips rather than breaking the page. */
function parseFiltersSafe(value: string | null): TFilter[] {
  try {
    return parseFilters(value);
  } catch {
    return [];
  }
}
