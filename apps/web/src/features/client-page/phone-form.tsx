import type { TClient } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';

/** Edits the phone; the server reads it for the client's country and answers with why it is wrong. */
export function PhoneForm({ client }: { client: TClient }) {
  const [phone, setPhone] = useState(client.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: () => api<TClient>(`/dashboard/users/${client._id}/changephone`, { method: 'PUT', body: { phone } }),
    onSuccess: (saved) => {
      setError(null);
      setPhone(saved.phone ?? '');
      queryClient.setQueryData(['client', client._id], saved);
      toast.success('Phone saved');
    },
    onError: (e) =>
      setError(e instanceof ApiError ? (e.details.find((d) => d.path === 'phone')?.message ?? e.message) : 'Not saved'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={id}>Phone</label>
      <input
        id={id}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
