import type { TClient } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';

export type EditField = {
  name: string;
  label: string;
  value: string;
  type?: 'text' | 'email' | 'tel';
  /** A choice instead of free text; the empty value means "none". */
  options?: { value: string; label: string }[];
};

type Props = {
  client: TClient;
  /** The heading of the group, read by screen readers as the form's name. */
  title: string;
  fields: EditField[];
  /** The client's call, e.g. `changephone`; empty for `PUT /dashboard/users/{id}` itself. */
  call: string;
  /** The request body from the form's values (blank inputs are the empty string). */
  bodyOf: (values: Record<string, string>) => unknown;
  /** The submit button's name (each form of the page has its own) and the toast after saving. */
  submit: string;
  saved: string;
};

/**
 * One of the client's edits: the server decides, and when it refuses, its reason is shown at the
 * field it names (`details[].path`), or under the form when it names none.
 */
export function ClientEditForm({ client, title, fields, call, bodyOf, submit: submitLabel, saved }: Props) {
  const initial = Object.fromEntries(fields.map((f) => [f.name, f.value]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  // After a save the inputs show what the server stored (a phone comes back in E.164).
  const stored = JSON.stringify(initial);
  useEffect(() => setValues(JSON.parse(stored) as Record<string, string>), [stored]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: () =>
      api<TClient>(`/dashboard/users/${client._id}${call ? `/${call}` : ''}`, { method: 'PUT', body: bodyOf(values) }),
    onSuccess: (reply) => {
      setErrors({});
      queryClient.setQueryData(['client', client._id], reply);
      void queryClient.invalidateQueries({ queryKey: ['clientLogs', client._id] });
      toast.success(saved);
    },
    onError: (e) => {
      if (!(e instanceof ApiError)) return setErrors({ '': 'Not saved: the server could not be reached' });
      const byField: Record<string, string> = {};
      for (const d of e.details) if (d.path in initial) byField[d.path] = d.message;
      setErrors(Object.keys(byField).length > 0 ? byField : { '': e.message });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const changed = fields.some((f) => values[f.name] !== f.value);
  return (
    <form className="edit-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {fields.map((f) => {
        const inputId = `${id}-${f.name}`;
        const error = errors[f.name];
        const common = {
          id: inputId,
          value: values[f.name] ?? '',
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${inputId}-error` : undefined,
        };
        return (
          <div key={f.name} className="edit-field">
            <label htmlFor={inputId}>{f.label}</label>
            {f.options ? (
              <select {...common} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={f.type ?? 'text'}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            )}
            {error && (
              <p id={`${inputId}-error`} role="alert" className="form-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {errors[''] && (
        <p role="alert" className="form-error">
          {errors['']}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending || !changed}>
        {submitLabel}
      </button>
    </form>
  );
}
