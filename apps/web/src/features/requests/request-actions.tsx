import type { TClientRequest, TRequestAction } from '@crm/contracts';
import { enRequests } from '@crm/contracts/locales/en/requests';
import { useState } from 'react';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { isSignedIn } from '../../lib/auth/current-user.ts';
import { useT } from '../../lib/i18n/use-t.ts';
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
  const t = useT(enRequests);
  const [action, setAction] = useState<TRequestAction | null>(null);
  const can = useCan();
  const { data: me } = useCurrentUser();
  const myId = isSignedIn(me) ? me._id : null;
  const mayProcess = can(REQUEST_TYPE_PERMISSION[request.request_type]);
  const mayDecide = can(...statusPermissions(request.request_type));
  if (request.status !== 'pending' || !mayDecide) return null;
  if (myId && request.createdBy === myId) return <span className="muted">{t('requests.raisedByYou')}</span>;
  const approvedByMe = myId !== null && request.firstApprovedBy === myId;
  return (
    <span className="row-actions">
      {approvedByMe && <span className="muted">{t('requests.youApprovedFirst')}</span>}
      {mayProcess && !approvedByMe && (
        <button type="button" className="button small primary" onClick={() => setAction('process')}>
          {request.needsSecondApproval
            ? request.firstApprovedBy
              ? t('requests.approveAndPay')
              : t('requests.firstApproval')
            : t('requests.process')}
        </button>
      )}
      <button type="button" className="button small" onClick={() => setAction('reject')}>
        {t('requests.reject')}
      </button>
      <button type="button" className="button small" onClick={() => setAction('delay')}>
        {t('requests.delay')}
      </button>
      {action && <RequestActionDialog request={request} action={action} onClose={() => setAction(null)} />}
    </span>
  );
}
