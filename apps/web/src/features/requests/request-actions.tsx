import type { TClientRequest, TRequestAction } from '@crm/contracts';
import { useState } from 'react';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useCan } from '../auth/use-can.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { REQUEST_TYPE_PERMISSION, statusPermissions } from './request-labels.ts';

// Fetched when first opened: the dialog's form and schemas are not needed to show the page.
const RequestActionDialog = lazyDialog(() => import('./request-action-dialog.tsx').then((m) => m.RequestActionDialog));

/**
 * The actions of a pending request, for staff who hold its type's permission. Staff never act on a
 * request they raised, nor give a withdrawal both of its approvals (the server refuses both too).
 */
export function RequestActions({ request }: { request: TClientRequest }) {
  const [action, setAction] = useState<TRequestAction | null>(null);
  const can = useCan();
  const { data: me } = useCurrentUser();
  const myId = isSignedIn(me) ? me._id : null;
  const mayProcess = can(REQUEST_TYPE_PERMISSION[request.request_type]);
  const mayDecide = can(...statusPermissions(request.request_type));
  if (request.status !== 'pending' || !mayDecide) return null;
  if (myId && request.createdBy === myId) return <span className="muted">Raised by you</span>;
  const approvedByMe = myId !== null && request.firstApprovedBy === myId;
  return (
    <span className="row-actions">
      {approvedByMe && <span className="muted">You gave the first approval</span>}
      {mayProcess && !approvedByMe && (
        <button type="button" className="button small primary" onClick={() => setAction('process')}>
          {request.needsSecondApproval
            ? request.firstApprovedBy
              ? 'Approve and pay out'
              : 'First approval'
            : 'Process'}
        </button>
      )}
      <button type="button" className="button small" onClick={() => setAction('reject')}>
        Reject
      </button>
      <button type="button" className="button small" onClick={() => setAction('delay')}>
        Delay
      </button>
      {action && <RequestActionDialog request={request} action={action} onClose={() => setAction(null)} />}
    </span>
  );
}
