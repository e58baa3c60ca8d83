import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error.ts';

/** What it needs of a react-hook-form form: its values (to know its fields) and `setError`. */
type Form<V extends FieldValues> = { setError: UseFormSetError<V>; getValues: () => V };

/** The form-level message of a refusal, as `formState.errors.root?.server?.message` reads it. */
export const SERVER_ERROR = 'root.server';

/** A detail's path names one of the form's values (`email`, or `permissions.0` under `permissions`). */
function namesField<V extends FieldValues>(path: string, values: V): path is Path<V> {
  const [head = ''] = path.split('.');
  return head !== '' && Object.hasOwn(values, head);
}

/**
 * Puts the server's refusal where it belongs (spec point 5: `details` of `{ path, message }`): each
 * detail that names a field of the form lands on that field, beside its input; the rest, or the
 * message itself when no detail names a field, is said for the whole form. `unreachable` is what
 * the form says when no answer came at all.
 */
export function showServerError<V extends FieldValues>(form: Form<V>, error: unknown, unreachable: string): void {
  if (!(error instanceof ApiError)) {
    form.setError(SERVER_ERROR, { type: 'server', message: unreachable });
    return;
  }
  const values = form.getValues();
  const rest: string[] = [];
  let landed = 0;
  for (const detail of error.details) {
    if (namesField(detail.path, values)) {
      form.setError(detail.path, { type: 'server', message: detail.message }, { shouldFocus: landed === 0 });
      landed += 1;
    } else rest.push(detail.message);
  }
  if (landed === 0) form.setError(SERVER_ERROR, { type: 'server', message: error.message });
  else if (rest.length > 0) form.setError(SERVER_ERROR, { type: 'server', message: rest.join('; ') });
}
