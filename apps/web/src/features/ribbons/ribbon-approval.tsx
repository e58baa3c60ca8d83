import type { TRibbon } from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { fillElements, keepPlaceholders } from '../../lib/i18n/fill-elements.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
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
  const t = useT(enRibbons);
  const toast = useToast();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => call('approveRibbon', { params: { id: ribbon._id } }),
    onSuccess: () => {
      toast.success(t('ribbons.approval.approved'));
      void queryClient.invalidateQueries({ queryKey: ribbonKeys.all });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('ribbons.approval.unreachable')),
  });
  if (ribbon.style !== 'promo') return null;
  if (ribbon.approved_by && ribbon.approved_at) {
    return (
      <p className="ribbon-approval">
        {fillElements(
          t('ribbons.approval.by', {
            ...keepPlaceholders('name'),
            when: format(new Date(ribbon.approved_at), 'dd/MM/yyyy HH:mm'),
          }),
          { name: <strong>{ribbon.approved_by.name}</strong> },
        )}
      </p>
    );
  }
  const wroteIt = myId !== null && (ribbon.created_by?._id === myId || ribbon.updated_by?._id === myId);
  return (
    <div className="ribbon-approval ribbon-approval-waiting">
      <p>
        {fillElements(t('ribbons.approval.waiting', keepPlaceholders('name')), {
          name: (
            <strong>{ribbon.updated_by?.name ?? ribbon.created_by?.name ?? t('ribbons.approval.formerStaff')}</strong>
          ),
        })}
      </p>
      {mayApprove && !wroteIt && (
        <button type="button" className="button primary" disabled={approve.isPending} onClick={() => approve.mutate()}>
          {t('ribbons.approval.approve')}
        </button>
      )}
      {wroteIt && <p className="muted">{t('ribbons.approval.ownRibbon')}</p>}
    </div>
  );
}
