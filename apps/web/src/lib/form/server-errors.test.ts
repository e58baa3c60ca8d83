import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { SERVER_ERROR, showServerError } from './server-errors.ts';

/** A stand-in for react-hook-form's setError and getValues: what was set, where. */
function formOf(values: Record<string, unknown>) {
  const set: [string, string, boolean | undefined][] = [];
  return {
    set,
    form: {
      getValues: () => values,
      setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
        set.push([name, error.message ?? '', options?.shouldFocus]);
      },
    },
  };
}

describe('showServerError (spec point 5: details of path and message)', () => {
  it('puts each detail on the field it names, focusing the first, and says nothing for the form', () => {
    const { form, set } = formOf({ email: '', permissions: [] });
    const error = new ApiError(409, 4, 'Another client of this brand has this e-mail', [
      { path: 'email', message: 'Another client of this brand has this e-mail' },
      { path: 'permissions.0', message: 'Unknown permission' },
    ]);
    showServerError(form, error, 'unreachable');
    expect(set).toEqual([
      ['email', 'Another client of this brand has this e-mail', true],
      ['permissions.0', 'Unknown permission', false],
    ]);
  });

  it('says the rest for the form: details naming no field, or the message when none does', () => {
    const some = formOf({ amount: '' });
    showServerError(
      some.form,
      new ApiError(400, 1, 'amount: too small', [
        { path: 'amount', message: 'too small' },
        { path: 'headers.idempotency-key', message: 'Invalid key' },
      ]),
      'unreachable',
    );
    expect(some.set).toEqual([
      ['amount', 'too small', true],
      [SERVER_ERROR, 'Invalid key', undefined],
    ]);

    const none = formOf({ amount: '' });
    showServerError(none.form, new ApiError(409, 42, 'Insufficient funds'), 'unreachable');
    expect(none.set).toEqual([[SERVER_ERROR, 'Insufficient funds', undefined]]);
  });

  it('says the form’s own words when no answer came', () => {
    const { form, set } = formOf({ note: '' });
    showServerError(form, new TypeError('Failed to fetch'), 'The note was not saved');
    expect(set).toEqual([[SERVER_ERROR, 'The note was not saved', undefined]]);
  });
});
