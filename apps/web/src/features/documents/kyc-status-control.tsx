import type { TClient } from '@crm/contracts';
import { KYC_STATUSES } from '@crm/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { useCan } from '../auth/use-can.ts';

type KycStatus = (typeof KYC_STATUSES)[number];
const label = (status: string) => status.replaceAll('_', ' ');

/**
 * Sets the client's KYC status by hand (`PATCH …/documents/kyc`, documents.force_change_kyc_status),
 * after a confirmation; it stands until the next document review decides again.
 */
export function KycStatusControl({ client }: { client: TClient }) {
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can('documents.force_change_kyc_status')) return null;
  return (
    <div className="kyc-control">
      <span>
        KYC status: <strong>{label(client.kyc_status)}</strong>
      </span>
      <button type="button" className="button small" onClick={() => setOpen(true)}>
        Set KYC status
      </button>
      {open && <KycStatusDialog client={client} onClose={() => setOpen(false)} />}
    </div>
  );
}

function KycStatusDialog({ client, onClose }: { client: TClient; onClose: () => void }) {
  const [status, setStatus] = useState<KycStatus>(client.kyc_status as KycStatus);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      api<TClient>(`/dashboard/users/${client._id}/documents/kyc`, { method: 'PATCH', body: { status } }),
    onSuccess: () => {
      toast.success(`KYC status set to ${label(status)}`);
      void queryClient.invalidateQueries({ queryKey: ['client', client._id] });
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'The server could not be reached; nothing changed'),
  });
  return (
    <Dialog
      title="Set KYC status"
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitLabel="Set status"
      busy={save.isPending}
      disabled={status === client.kyc_status}
      error={error}
    >
      <p className="dialog-summary">
        {client.readableId} {client.first_name} {client.last_name} · now {label(client.kyc_status)}. The status stands
        until the next document review.
      </p>
      <label className="field">
        New KYC status
        <select value={status} onChange={(e) => setStatus(e.target.value as KycStatus)}>
          {KYC_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </label>
    </Dialog>
  );
}
