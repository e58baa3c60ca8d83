import type { TRibbon } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { ribbonKeys } from './ribbon-keys.ts';

/**
 * A promotion's second pair of eyes: who approved it, or the approve button for anyone who may edit
 * ribbons and did not write this one (the server refuses its author all the same).
 */
export function RibbonApproval({
  ribbon,
  myId,
  mayApprove,
}: {
  ribbon: TRibbon;
  myId: string | null;
  mayApprove: boolean;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => call('approveRibbon', { params: { id: ribbon._id } }),
    onSuccess: () => {
      toast.success('Approved: clients see it while it is live');
      void queryClient.invalidateQueries({ queryKey: ribbonKeys.all });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Not approved: the server could not be reached'),
  });
  if (ribbon.style !== 'promo') return null;
  if (ribbon.approved_by && ribbon.approved_at) {
    return (
      <p className="ribbon-approval">
        Approved by <strong>{ribbon.approved_by.name}</strong> on{' '}
        {format(new Date(ribbon.approved_at), 'dd/MM/yyyy HH:mm')}.
      </p>
    );
  }
  const wroteIt = myId !== null && (ribbon.created_by?._id === myId || ribbon.updated_by?._id === myId);
  return (
    <div className="ribbon-approval ribbon-approval-waiting">
      <p>
        A promotion goes live only once a second staff member approves it. Written by{' '}
        <strong>{ribbon.updated_by?.name ?? ribbon.created_by?.name ?? 'a former staff member'}</strong>.
      </p>
      {mayApprove && !wroteIt && (
        <button type="button" className="button primary" disabled={approve.isPending} onClick={() => approve.mutate()}>
          Approve the promotion
        </button>
      )}
      {wroteIt && <p className="muted">You wrote it: a second staff member must approve it.</p>}
    </div>
  );
}
