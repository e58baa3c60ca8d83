import type { TClient } from '@crm/contracts';
import { enClientPage } from '@crm/contracts/locales/en/client-page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../components/ui/toast.tsx';
import { FormError } from '../../lib/form/form-error.tsx';
import { showServerError } from '../../lib/form/server-errors.ts';
import { useContractForm } from '../../lib/form/use-contract-form.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { EditInput } from './edit-input.tsx';

export type EditField<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  /** A choice instead of free text; the empty value means "none" (sent as null). */
  options?: { value: string; label: string }[];
  /** A country picker (spec point 3's entries), or a phone with a picker that fills in its dialling code. */
  kind?: 'country' | 'phone';
};

type Props<Values extends FieldValues, Body> = {
  client: TClient;
  /** The heading of the group, read by screen readers as the form's name. */
  title: string;
  /** The endpoint's body schema: the form is checked by it before anything is sent. */
  schema: z.ZodType<Body, Values>;
  /** What the inputs start with: the client as stored. */
  values: DefaultValues<Values>;
  fields: EditField<Values>[];
  /** The call, given the body the schema parsed. */
  save: (body: Body) => Promise<TClient>;
  /** The submit button's name (each form of the page has its own) and the toast after saving. */
  submit: string;
  saved: string;
};

/**
 * One of the client's edits: checked by the endpoint's body schema, then the server decides; when
 * it refuses, its reason is shown at the field it names (`details[].path`), or under the form when
 * it names none.
 */
export function ClientEditForm<Values extends FieldValues, Body>({
  client,
  title,
  schema,
  values,
  fields,
  save: send,
  submit: submitLabel,
  saved,
}: Props<Values, Body>) {
  const t = useT(enClientPage);
  const form = useContractForm(schema, { defaultValues: values });
  const id = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  // After a save the inputs show what the server stored (a phone comes back in E.164).
  const stored = JSON.stringify(values);
  const { reset } = form;
  useEffect(() => reset(JSON.parse(stored)), [stored, reset]);
  const save = useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      queryClient.setQueryData(clientKeys.detail(client._id), reply);
      void queryClient.invalidateQueries({ queryKey: clientKeys.logs(client._id) });
      toast.success(saved);
    },
    onError: (e) => showServerError(form, e, t('clientPage.notSaved')),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      className="edit-form"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {fields.map((f) => (
        <EditInput key={f.name} control={form.control} field={f} />
      ))}
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button" disabled={save.isPending || !isDirty}>
        {submitLabel}
      </button>
    </form>
  );
}
