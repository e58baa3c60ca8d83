import type { TIbLeadImport } from '@crm/contracts';
import { enIbLeads } from '@crm/contracts/locales/en/ib-leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { ibLeadsKeys } from './ib-leads-keys.ts';
import { LeadRows } from './lead-rows.tsx';
import { MappingEditor } from './mapping-editor.tsx';

/** The undo dialog (its schema and React Aria's modal) is fetched when it first opens. */
const UndoDialog = lazyDialog(() => import('./undo-dialog.tsx').then((m) => m.UndoDialog));

const n = (v: number) => v.toLocaleString('en');
/** Where the first figure stands in a summary, so that it can be shown in bold inside the translated text. */
const FIGURE = '\u0000';

/** A translated text with its first figure in bold. */
function Bold({ text, figure }: { text: string; figure: string }) {
  const [before, after] = text.split(FIGURE);
  return (
    <>
      {before}
      <strong>{figure}</strong>
      {after}
    </>
  );
}

function Progress({ found }: { found: TIbLeadImport }) {
  const t = useT(enIbLeads);
  const percent = found.total_rows === 0 ? 100 : Math.round((found.processed / found.total_rows) * 100);
  return (
    <div className="ib-progress">
      <progress max={found.total_rows} value={found.processed} aria-label={t('ibLeads.progress')} />
      <span>{t('ibLeads.progressText', { processed: n(found.processed), total: n(found.total_rows), percent })}</span>
    </div>
  );
}

/** What the import will do, or did: the summary line, the progress bar, and the one action of its state. */
function Summary({ found }: { found: TIbLeadImport }) {
  const t = useT(enIbLeads);
  const { counts } = found;
  if (found.status === 'previewing')
    return (
      <p>
        <Bold
          figure={n(counts.ready)}
          text={t('ibLeads.summary.preview', {
            ready: FIGURE,
            total: n(found.total_rows),
            skipped: n(counts.invalid + counts.duplicate + counts.dropped),
            invalid: n(counts.invalid),
            duplicate: n(counts.duplicate),
            dropped: n(counts.dropped),
          })}
        />
      </p>
    );
  if (found.status === 'importing') return <Progress found={found} />;
  return (
    <>
      <Progress found={found} />
      <p>
        <Bold
          figure={n(counts.created)}
          text={t('ibLeads.summary.done', { created: FIGURE, skipped: n(counts.skipped) })}
        />
        {found.status === 'undone' && ` ${t('ibLeads.summary.undone', { reason: found.undo_reason })}`}
      </p>
    </>
  );
}

/** One upload: its mapping, its rows, the import and its report, undo. */
export function ImportPanel({ found }: { found: TIbLeadImport }) {
  const t = useT(enIbLeads);
  const [undoing, setUndoing] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => call('startIbLeadImport', { params: { id: found._id } }),
    onSuccess: () => {
      toast.info(t('ibLeads.started'));
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
            {t('ibLeads.import', { leads: n(found.counts.ready) })}
          </button>
        )}
        {found.status === 'imported' && (
          <button
            type="button"
            className="button danger"
            disabled={!found.undoable}
            title={found.undoable ? undefined : t('ibLeads.undoClosedHint')}
            onClick={() => setUndoing(true)}
          >
            {t('ibLeads.undo')}
          </button>
        )}
      </div>
      <div className="ib-panel">
        <Summary found={found} />
        {found.status === 'imported' && !found.undoable && <p className="muted">{t('ibLeads.undoClosed')}</p>}
      </div>
      <MappingEditor key={`${found._id}:${JSON.stringify(found.mapping)}`} found={found} />
      <LeadRows found={found} />
      {undoing && <UndoDialog found={found} onClose={() => setUndoing(false)} />}
    </section>
  );
}
