import { COUNTRY_ENTRIES, countryEntryOf } from '@crm/contracts/country-entries';
import { DEFAULT_COUNTRY } from '@crm/contracts/default-country';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useId, useState } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { CountryCombobox } from '../../components/ui/country-combobox.tsx';
import { FormField } from '../../lib/form/form-field.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import type { EditField } from './client-edit-form.tsx';

/** The country whose dialling code a phone starts with (the longest match, the main country of a shared code). */
function countryOfPhone(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  if (!digits.startsWith('+')) return null;
  const match = COUNTRY_ENTRIES.filter((c) => digits.startsWith(`+${c.dialCode}`)).sort(
    (a, b) => b.dialCode.length - a.dialCode.length || a.priority - b.priority,
  )[0];
  return match?.iso2 ?? null;
}

/** The phone with its leading dialling code replaced by the chosen country's ("+357 " when empty). */
function withDialCode(phone: string, iso2: string): string {
  const text = phone.trim();
  const current = countryOfPhone(text);
  const prefix = current ? `+${countryEntryOf(current)?.dialCode}` : '';
  const rest = prefix && text.startsWith(prefix) ? text.slice(prefix.length).trim() : text;
  return `+${countryEntryOf(iso2)?.dialCode ?? ''} ${rest}`;
}

/** One input of a client edit form, bound to its value and error by react-hook-form. */
export function EditInput<V extends FieldValues, Parsed>({
  control,
  field: f,
}: {
  control: Control<V, unknown, Parsed>;
  field: EditField<V>;
}) {
  const t = useT(enClientPage);
  const { field, fieldState } = useController({ control, name: f.name });
  const text = typeof field.value === 'string' ? field.value : '';
  // The phone's country, for its picker: read from the number's dialling code, cy when it has none (spec point 9).
  const [phoneCountry, setPhoneCountry] = useState(() => countryOfPhone(text) ?? DEFAULT_COUNTRY);
  const error = fieldState.error?.message;
  const errorId = `${useId()}-error`;
  if (f.kind === 'country') {
    // The picker labels its own input; its error sits beside it as FormField's would.
    return (
      <div className="edit-field">
        <CountryCombobox
          label={f.label}
          value={text || DEFAULT_COUNTRY}
          onChange={field.onChange}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert" className="form-error">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      {f.kind === 'phone' && (
        <CountryCombobox
          label={t('clientPage.phoneCountry', { label: f.label })}
          value={phoneCountry}
          withDialCode
          onChange={(iso2) => {
            setPhoneCountry(iso2);
            field.onChange(withDialCode(text, iso2));
          }}
        />
      )}
      <FormField label={f.label} error={error} className="edit-field">
        {(control) =>
          f.options ? (
            <select
              {...control}
              ref={field.ref}
              name={field.name}
              value={text}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
            >
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...control}
              ref={field.ref}
              name={field.name}
              type={f.type ?? 'text'}
              value={text}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value)}
            />
          )
        }
      </FormField>
    </>
  );
}
