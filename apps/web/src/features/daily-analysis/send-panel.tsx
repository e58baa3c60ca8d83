import type { TDailyAnalysis } from '@crm/contracts';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';

/** The confirmation's modal (React Aria's) is fetched when it first opens, not with the page. */
const Dialog = lazyDialog(() => import('../../components/ui/dialog.tsx').then((m) => m.Dialog));

/**
 * Who gets the analysis, and the send: every verified client of the brand who consented to
 * marketing and has not unsubscribed, or only those in a client segment. Sent once, after a
 * confirmation.
 */
export function SendPanel({ analysis, dirty }: { analysis: TDailyAnalysis; dirty: boolean }) {
  const t = useT(enDailyAnalysis);
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
      const outbox = report.transport === 'outbox';
      const key = report.failed
        ? outbox
          ? 'dailyAnalysis.send.doneOutboxFailed'
          : 'dailyAnalysis.send.doneFailed'
        : outbox
          ? 'dailyAnalysis.send.doneOutbox'
          : 'dailyAnalysis.send.done';
      toast.success(t(key, { sent: report.sent, recipients: report.recipients, failed: report.failed }));
    },
  });
  if (analysis.status !== 'draft') return null;
  return (
    <section className="da-send" aria-labelledby="da-send-title">
      <h3 id="da-send-title">{t('dailyAnalysis.send.title')}</h3>
      <label className="da-audience">
        <input type="radio" name="audience" checked={segmentId === null} onChange={() => setSegmentId(null)} />
        {t('dailyAnalysis.send.everyone')} <strong data-testid="eligible">{analysis.eligible_recipients}</strong>
      </label>
      {analysis.segments.map((s) => (
        <label key={s._id} className="da-audience">
          <input type="radio" name="audience" checked={segmentId === s._id} onChange={() => setSegmentId(s._id)} />
          {t('dailyAnalysis.send.segment', { name: s.name })} <strong>{s.eligible_recipients}</strong>
        </label>
      ))}
      <button
        type="button"
        className="button primary"
        disabled={dirty || recipients === 0}
        title={dirty ? t('dailyAnalysis.send.saveFirst') : undefined}
        onClick={() => setConfirming(true)}
      >
        {t('dailyAnalysis.send.button')}
      </button>
      {confirming && (
        <Dialog
          title={t('dailyAnalysis.send.confirmTitle')}
          onClose={() => setConfirming(false)}
          onSubmit={() => send.mutate()}
          submitLabel={t('dailyAnalysis.send.confirm', { recipients })}
          busy={send.isPending}
          error={
            send.error ? (send.error instanceof ApiError ? send.error.message : t('dailyAnalysis.unreachable')) : null
          }
        >
          <p>
            {segment
              ? t('dailyAnalysis.send.confirmTextSegment', {
                  subject: analysis.subject,
                  recipients,
                  segment: segment.name,
                })
              : t('dailyAnalysis.send.confirmText', { subject: analysis.subject, recipients })}
          </p>
        </Dialog>
      )}
    </section>
  );
}
