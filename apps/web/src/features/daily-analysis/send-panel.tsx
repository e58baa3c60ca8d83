import type { TDailyAnalysis } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';

/**
 * Who gets the analysis, and the send: every verified client of the brand who consented to
 * marketing and has not unsubscribed, or only those in a client segment. Sent once, after a
 * confirmation.
 */
export function SendPanel({ analysis, dirty }: { analysis: TDailyAnalysis; dirty: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // null: every consented verified client; otherwise a segment's id.
  const [segmentId, setSegmentId] = useState<string | null>(null);
  const segment = analysis.segments.find((s) => s._id === segmentId);
  const recipients = segment ? segment.eligible_recipients : analysis.eligible_recipients;
  const send = useMutation({
    mutationFn: () =>
      call('sendDailyAnalysis', {
        params: { id: analysis._id },
        body: segment ? { audience: 'segment', segment_id: segment._id } : { audience: 'consented_verified' },
      }),
    onSuccess: (report) => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: dailyAnalysisKeys.all });
      const where = report.transport === 'outbox' ? ' to the outbox' : '';
      toast.success(
        `Sent${where}: ${report.sent} of ${report.recipients}${report.failed ? `, ${report.failed} failed` : ''}`,
      );
    },
  });
  if (analysis.status !== 'draft') return null;
  return (
    <section className="da-send" aria-labelledby="da-send-title">
      <h3 id="da-send-title">Recipients</h3>
      <label className="da-audience">
        <input type="radio" name="audience" checked={segmentId === null} onChange={() => setSegmentId(null)} />
        All verified clients of this brand who consented to marketing and have not unsubscribed:{' '}
        <strong data-testid="eligible">{analysis.eligible_recipients}</strong>
      </label>
      {analysis.segments.map((s) => (
        <label key={s._id} className="da-audience">
          <input type="radio" name="audience" checked={segmentId === s._id} onChange={() => setSegmentId(s._id)} />
          Segment “{s.name}”, its consented verified clients: <strong>{s.eligible_recipients}</strong>
        </label>
      ))}
      <button
        type="button"
        className="button primary"
        disabled={dirty || recipients === 0}
        title={dirty ? 'Save the draft first' : undefined}
        onClick={() => setConfirming(true)}
      >
        Send…
      </button>
      {confirming && (
        <Dialog
          title="Send the daily analysis?"
          onClose={() => setConfirming(false)}
          onSubmit={() => send.mutate()}
          submitLabel={`Send to ${recipients}`}
          busy={send.isPending}
          error={
            send.error ? (send.error instanceof ApiError ? send.error.message : 'Could not reach the server') : null
          }
        >
          <p>
            “{analysis.subject}” goes to {recipients} clients{segment ? ` of the segment “${segment.name}”` : ''}, each
            with the brand’s risk warning and their own unsubscribe link. It cannot be edited or sent again afterwards.
          </p>
        </Dialog>
      )}
    </section>
  );
}
