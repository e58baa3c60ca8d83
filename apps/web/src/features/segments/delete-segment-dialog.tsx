import type { TSegment } from '@crm/contracts';
import { enSegments } from '@crm/contracts/locales/en/segments';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DeleteWithReasonDialog } from '../../components/ui/delete-with-reason-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { SEGMENTS_PATH } from './segment-columns.tsx';
import { ZDeleteSegmentForm } from './segment-form-schemas.ts';
import { segmentKeys } from './segment-keys.ts';

/** Deletes a segment after asking why; the record stays, with the reason, and the audit log names it. */
export function DeleteSegmentDialog({ segment, onClose }: { segment: TSegment; onClose: () => void }) {
  const t = useT(enSegments);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DeleteWithReasonDialog
      title={t('segments.deleteTitle')}
      schema={ZDeleteSegmentForm}
      remove={(body) => call('deleteSegment', { params: { id: segment._id }, body })}
      onDeleted={() => {
        toast.success(t('segments.deleted', { name: segment.name }));
        void queryClient.invalidateQueries({ queryKey: segmentKeys.all });
        void navigate(SEGMENTS_PATH);
      }}
      onClose={onClose}
    >
      {t('segments.deleteWhat', { name: segment.name })}
    </DeleteWithReasonDialog>
  );
}
