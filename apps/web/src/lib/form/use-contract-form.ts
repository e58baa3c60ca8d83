import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by an endpoint's body schema from the contracts (spec point 5): the same schema the
 * server validates with, so the form refuses what the server would, with the same words, before
 * anything is sent. The form's values are the body's input shape (`Values`); `handleSubmit` hands
 * over the parsed body (`Body`). Only lazy page chunks may use it: the schema brings zod with it.
 */
export function useContractForm<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, Values>,
  options: Omit<UseFormProps<Values, unknown, Body>, 'resolver'> = {},
) {
  return useForm<Values, unknown, Body>({ ...options, resolver: zodResolver(schema) });
}
