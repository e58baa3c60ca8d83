import type { TIbLeadImport } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { LeadRows } from './lead-rows.tsx';
import { MappingEditor } from './mapping-editor.tsx';
import { UndoDialog } from './undo-dialog.tsx';

const n = (v: number) => v.toLocaleString('en');

function Progress({ found }: { found: TIbLeadImport }) {
  const percent = found.total_rows === 0 ? 100 : Math.round((found.processed / found.total_rows) * 100);
  return (
    <div className="ib-progress">
      <progress max={found.total_rows} value={found.processed} aria-label="Import progress" />
      <span>
        {n(found.processed)} of {n(found.total_rows)} rows ({percent}%)
      </span>
    </div>
  );
}

/** What the import will do, or did: the summary line, the progress bar, and the one action of its state. */
function Summary({ found }: { found: TIbLeadImport }) {
  const { counts } = found;
  if (found.status === 'previewing')
    return (
      <p>
        <strong>{n(counts.ready)}</strong> of {n(found.total_rows)} leads will become clients;{' '}
        {n(counts.invalid + counts.duplicate + counts.dropped)} will be skipped ({n(counts.invalid)} to fix,{' '}
        {n(counts.duplicate)} duplicates, {n(counts.dropped)} dropped).
      </p>
    );
  if (found.status === 'importing') return <Progress found={found} />;
  return (
    <>
      <Progress found={found} />
      <p>
        <strong>{n(counts.created)}</strong> clients created, {n(counts.skipped)} rows skipped (see Skipped for why).
        {found.status === 'undone' && ` Undone: ${found.undo_reason}`}
      </p>
    </>
  );
}

/** One upload: its mapping, its rows, the import and its report, undo. */
export function ImportPanel({ found }: { found: TIbLeadImport }) {
  const [undoing, setUndoing] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => call('startIbLeadImport', { params: { id: found._id } }),
    onSuccess: () => {
      toast.info('Import started; it runs in the background');
      void queryClient.invalidateQueries({ queryKey: ibLeadsKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <section className="ib-section" aria-labelledby="ib-import-title">
      <div className="ib-heading">
        <h2 id="ib-import-title">
          {found.ib_name} · {found.file_name}
        </h2>
        {found.status === 'previewing' && (
          <button type="button" className="button primary" disabled={start.isPending} onClick={() => start.mutate()}>
            Import {n(found.counts.ready)} leads
          </button>
        )}
        {found.status === 'imported' && (
          <button
            type="button"
            className="button danger"
            disabled={!found.undoable}
            title={found.undoable ? undefined : 'Some of its clients were worked on since the import'}
            onClick={() => setUndoing(true)}
          >
            Undo import
          </button>
        )}
      </div>
      <div className="ib-panel">
        <Summary found={found} />
        {found.status === 'imported' && !found.undoable && (
          <p className="muted">Undo is closed: some of its clients were worked on since the import.</p>
        )}
      </div>
      <MappingEditor key={`${found._id}:${JSON.stringify(found.mapping)}`} found={found} />
      <LeadRows found={found} />
      {undoing && <UndoDialog found={found} onClose={() => setUndoing(false)} />}
    </section>
  );
}
