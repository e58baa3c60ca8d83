import type { TDocument } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';

type Status = 'approved' | 'rejected' | 'pendingChanges';

/** Approve, reject or request changes; the last two need a reason the client can act on. */
export function ReviewActions({ document: doc, onDone }: { document: TDocument; onDone?: () => void }) {
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const toast = useToast();
  const review = useMutation({
    mutationFn: (status: Status) =>
      api<TDocument>(`/dashboard/users/documents/${doc._id}`, {
        method: 'PUT',
        query: { status },
        // The status travels in the query (spec point 7): approving sends no body at all.
        body: status === 'approved' ? undefined : { reason },
      }),
    onSuccess: (_d, status) => {
      toast.success(
        status === 'approved' ? 'Document approved' : status === 'rejected' ? 'Document rejected' : 'Changes requested',
      );
      setReason('');
      void queryClient.invalidateQueries();
      onDone?.();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'The review was not saved'),
  });
  if (doc.status !== 'pending' && doc.status !== 'pendingChanges' && doc.status !== 'error') {
    return (
      <p className="muted">
        Decided: {doc.status}
        {doc.reason ? ` (${doc.reason})` : ''}
      </p>
    );
  }
  return (
    <div className="review-actions">
      <label>
        Reason (to reject or request changes)
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
      </label>
      <div className="review-buttons">
        <button
          type="button"
          className="button primary"
          disabled={review.isPending}
          onClick={() => review.mutate('approved')}
        >
          Approve
        </button>
        <button
          type="button"
          className="button"
          disabled={review.isPending || !reason.trim()}
          onClick={() => review.mutate('pendingChanges')}
        >
          Request changes
        </button>
        <button
          type="button"
          className="button"
          disabled={review.isPending || !reason.trim()}
          onClick={() => review.mutate('rejected')}
        >
          Reject
        </button>
      </div>
    </div>
  );
}
