import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by an endpoint's body schema from the contracts (spec point 5): the same schema the
 * server validates with, so the form refuses what the server would, with the same words, before
 * anything is sent. The form's values are the body's input shape; `handleSubmit` hands over the
 * parsed body. Only lazy page chunks may use it: the schema brings zod with it.
 */
export function useContractForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onChange', ...options, resolver: zodResolver(schema) });
}
