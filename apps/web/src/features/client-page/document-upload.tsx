import type { DOCUMENT_KINDS, TDocument } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';

const KIND_LABELS: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  id_document: 'Identity document',
  proof_of_address: 'Proof of address',
  other: 'Other',
};
const TEN_MB = 10 * 1024 * 1024;

/**
 * Uploads a document for the client (multipart: `kind` first, then `file`). The server recognises
 * JPEG, PNG and PDF by content and answers why it refuses; the size is checked here first only to
 * spare a 10 MB upload that would be refused.
 */
export function DocumentUpload({ clientId }: { clientId: string }) {
  const [kind, setKind] = useState<keyof typeof KIND_LABELS>('id_document');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', chosen, chosen.name);
      return api<TDocument>(`/dashboard/users/${clientId}/documents`, { method: 'POST', body: form });
    },
    onSuccess: () => {
      setFile(null);
      setError(null);
      if (input.current) input.current.value = '';
      toast.success('Document uploaded');
      void queryClient.invalidateQueries();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'The document was not uploaded'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    if (file.size > TEN_MB) return setError('A document may be 10 MB at most');
    upload.mutate(file);
  };
  return (
    <form className="inline-form upload-form" onSubmit={submit} aria-label="Upload a document">
      <label htmlFor={`${id}-kind`}>Kind</label>
      <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as keyof typeof KIND_LABELS)}>
        {Object.entries(KIND_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-file`}>File (JPEG, PNG or PDF, 10 MB at most)</label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setError(null);
        }}
      />
      <button type="submit" className="button primary" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload'}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}
