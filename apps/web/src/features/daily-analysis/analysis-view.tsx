import type { TDailyAnalysis } from '@crm/contracts';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { AnalysisEditor } from './analysis-editor.tsx';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { SendLog } from './send-log.tsx';

const longDay = (iso: string) => format(new Date(`${iso}T00:00:00`), 'd MMMM yyyy');
const minute = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

/** When the analysis was drafted, and edited and sent if it was: one sentence for each case. */
function history(t: TTranslateOf<typeof enDailyAnalysis>, data: TDailyAnalysis): string {
  const drafted = minute(data.created_at);
  const edited = data.edited_at ? minute(data.edited_at) : null;
  const sent = data.sent_at ? minute(data.sent_at) : null;
  if (edited && sent) return t('dailyAnalysis.draftedEditedSent', { drafted, edited, sent });
  if (edited) return t('dailyAnalysis.draftedEdited', { drafted, edited });
  if (sent) return t('dailyAnalysis.draftedSent', { drafted, sent });
  return t('dailyAnalysis.drafted', { drafted });
}

/** One analysis: its editor and preview, the send (while a draft), then the per-recipient send log. */
export function AnalysisView({ id }: { id: string }) {
  const t = useT(enDailyAnalysis);
  const { data, error } = useQuery({
    queryKey: dailyAnalysisKeys.detail(id),
    queryFn: () => call('getDailyAnalysis', { params: { id } }),
  });
  if (error) return <p role="alert">{t('dailyAnalysis.readFailed')}</p>;
  if (!data) return <p className="muted">{t('dailyAnalysis.loading')}</p>;
  return (
    <section className="da-view" aria-labelledby="da-view-title">
      <h2 id="da-view-title">
        {t('dailyAnalysis.analysisOf', { day: longDay(data.market_day) })}{' '}
        <span className={`da-status da-status-${data.status}`}>{t(`dailyAnalysis.status.${data.status}`)}</span>
      </h2>
      <p className="muted">{history(t, data)}</p>
      <AnalysisEditor analysis={data} />
      {data.status !== 'draft' && <SendLog deliveries={data.deliveries} />}
    </section>
  );
}
