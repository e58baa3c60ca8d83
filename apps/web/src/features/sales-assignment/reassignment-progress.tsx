import { enSalesAssignment } from '@crm/contracts/locales/en/sales-assignment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { salesAssignmentKeys } from './sales-assignment-keys.ts';

/** While a background move runs, its progress is read this often. */
const PROGRESS_MS = 1000;
const n = (v: number) => v.toLocaleString('en-GB');

/**
 * A move too large for one request runs in the background (the server's `client-reassignments`
 * function): its progress bar, polled until it is done; then the agents' counts are read again.
 */
export function ReassignmentProgress({ id }: { id: string }) {
  const t = useT(enSalesAssignment);
  const toast = useToast();
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: salesAssignmentKeys.reassignment(id),
    queryFn: () => call('getReassignment', { params: { id } }),
    refetchInterval: (q) => (q.state.data?.status === 'done' ? false : PROGRESS_MS),
  });
  const found = progress.data;
  const done = found?.status === 'done';
  const announced = useRef(false);
  useEffect(() => {
    if (!done || !found || announced.current) return;
    announced.current = true;
    toast.success(t('salesAssignment.moved', { moved: n(found.moved) }));
    void queryClient.invalidateQueries({ queryKey: salesAssignmentKeys.overview() });
    void queryClient.invalidateQueries({ queryKey: [...salesAssignmentKeys.all, 'preview'] });
  }, [done, found, toast, queryClient, t]);
  if (!found) return <p className="sa-preview">{t('salesAssignment.readingProgress')}</p>;
  const percent = found.total === 0 ? 100 : Math.round((found.processed / found.total) * 100);
  return (
    <div className="sa-progress" data-testid="move-progress">
      <progress max={found.total} value={found.processed} aria-label={t('salesAssignment.moveProgress')} />
      <span aria-live="polite">
        {done
          ? t('salesAssignment.done', { moved: n(found.moved) })
          : found.status === 'queued'
            ? t('salesAssignment.waiting', { total: n(found.total) })
            : t('salesAssignment.moving', { processed: n(found.processed), total: n(found.total), percent })}
      </span>
      {found.error && !done && (
        <span className="sa-progress-error">{t('salesAssignment.batchFailed', { error: found.error })}</span>
      )}
    </div>
  );
}
