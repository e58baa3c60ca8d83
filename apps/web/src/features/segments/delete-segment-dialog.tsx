import { type TSegment, ZDeleteSegmentRequest } from '@crm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DeleteWithReasonDialog } from '../../components/ui/delete-with-reason-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { SEGMENTS_PATH } from './segment-columns.tsx';
import { segmentKeys } from './segment-keys.ts';

/** Deletes a segment after asking why; the record stays, with the reason, and the audit log names it. */
export function DeleteSegmentDialog({ segment, onClose }: { segment: TSegment; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DeleteWithReasonDialog
      title="Delete segment"
      schema={ZDeleteSegmentRequest}
      remove={(body) => call('deleteSegment', { params: { id: segment._id }, body })}
      onDeleted={() => {
        toast.success(`Segment "${segment.name}" deleted`);
        void queryClient.invalidateQueries({ queryKey: segmentKeys.all });
        void navigate(SEGMENTS_PATH);
      }}
      onClose={onClose}
    >
      “{segment.name}” leaves the list of segments; ribbons and sends can no longer target it. The record stays, with
      your reason, in the audit log.
    </DeleteWithReasonDialog>
  );
}
