import type { TClientFilterDefinition } from '@crm/contracts/client-filters';
import { parseFilters, serializeFilters, type TFilter } from '@crm/contracts/filters';
import { enClients } from '@crm/contracts/locales/en/clients';
import { useQuery } from '@tanstack/react-query';
import { countries } from 'countries-list';
import { useMemo, useState } from 'react';
import { FilterChip } from '../../components/ui/filter-chip.tsx';
import { MultiSelect } from '../../components/ui/multi-select.tsx';
import { NumberInput } from '../../components/ui/number-input.tsx';
import { call } from '../../lib/api/call.ts';
import { DEFAULT_COUNTRY } from '../../lib/format/default-country.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from './client-keys.ts';
import { deviceOptions } from './device-label.ts';

type ClientsT = TTranslateOf<typeof enClients>;
type Option = { value: string; label: string };
const COUNTRY_OPTIONS = Object.entries(countries)
  .map(([code, c]) => ({ value: code.toLowerCase(), label: c.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** A yes-or-no filter's values in words; any other value is its own label (a count, an amount). */
const valueText = (value: string, t: ClientsT) =>
  value === 'true' || value === 'false' ? t(`clients.filterValue.${value}`) : value;

/**
 * A filter's choices with the words staff read: country names, device types through spec point 5's
 * map. Country names stay as the countries catalogue gives them.
 */
function optionsOf(definition: TClientFilterDefinition | undefined, devices: Option[], t: ClientsT): Option[] {
  if (definition?.name === 'country') return COUNTRY_OPTIONS;
  if (definition?.name === 'device_type') return devices;
  return (definition?.values ?? []).map((v) => ({ value: v, label: valueText(v, t) }));
}

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
  const t = useT(enClients);
  const devices = useMemo(() => deviceOptions(t), [t]);
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
  const options = optionsOf(definition, devices, t);
  // The server names its filters in English; the console names them by their field.
  const fieldLabel = (name: string) => {
    const known = definitions.find((d) => d.name === name);
    return known ? t(`clients.filter.${known.name}`) : name;
  };
  const valueLabel = (field: string, value: string) =>
    optionsOf(
      definitions.find((d) => d.name === field),
      devices,
      t,
    ).find((o) => o.value === value)?.label ?? value;

  return (
    <div className="filters">
      <ul className="chips" aria-label={t('clients.filters.applied')}>
        {applied.map((f, i) => {
          return (
            <li key={`${f.field}[${f.operator}]:${f.values.join('|')}`}>
              <FilterChip
                label={t('clients.filters.chip', {
                  field: fieldLabel(f.field),
                  operator: t(`clients.operator.${f.operator}`),
                  values: f.values.map((v) => valueLabel(f.field, v)).join(', '),
                })}
                onDelete={() => write(applied.filter((_, j) => j !== i))}
              />
            </li>
          );
        })}
      </ul>
      {refusal && (
        <p className="form-error" role="alert">
          {t('clients.filters.refused', { reason: refusal })}
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
            aria-label={t('clients.filters.add')}
          >
            <option value="">{t('clients.filters.addChoice')}</option>
            {definitions.map((d) => (
              <option key={d.name} value={d.name}>
                {fieldLabel(d.name)}
              </option>
            ))}
          </select>
        </label>
        {definition && (
          <>
            <select
              aria-label={t('clients.filters.operator')}
              value={operator || definition.operators[0]}
              onChange={(e) => setOperator(e.target.value)}
            >
              {definition.operators.map((op) => (
                <option key={op} value={op}>
                  {t(`clients.operator.${op}`)}
                </option>
              ))}
            </select>
            {definition.inputType === 'multi' ? (
              <MultiSelect
                label={t('clients.filters.values')}
                options={options}
                selected={values}
                onChange={setValues}
              />
            ) : definition.inputType === 'select' ? (
              <select
                aria-label={t('clients.filters.value')}
                value={values[0] ?? ''}
                onChange={(e) => setValues(e.target.value ? [e.target.value] : [])}
              >
                <option value="">{t('clients.filters.choose')}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : definition.inputType === 'number' ? (
              // Spec point 5: numbers only; a value is applied once it reads as a number.
              <NumberInput
                label={t('clients.filters.value')}
                suffix={definition.name.endsWith('_usd') ? 'USD' : undefined}
                value={values[0] ?? ''}
                onChange={(text) => setValues(text ? [text] : [])}
              />
            ) : (
              <input
                aria-label={t('clients.filters.value')}
                type={definition.inputType === 'date' ? 'date' : 'text'}
                value={values[0] ?? ''}
                onChange={(e) => setValues(e.target.value ? [e.target.value] : [])}
              />
            )}
            <button type="button" className="button" disabled={!isComplete(definition, values)} onClick={add}>
              {t('clients.filters.apply')}
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
