import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { call } from '../../lib/api/call.ts';
import { AnalysisEditor } from './analysis-editor.tsx';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { SendLog } from './send-log.tsx';

const longDay = (iso: string) => format(new Date(`${iso}T00:00:00`), 'd MMMM yyyy');

/** One analysis: its editor and preview, the send (while a draft), then the per-recipient send log. */
export function AnalysisView({ id }: { id: string }) {
  const { data, error } = useQuery({
    queryKey: dailyAnalysisKeys.detail(id),
    queryFn: () => call('getDailyAnalysis', { params: { id } }),
  });
  if (error) return <p role="alert">The analysis could not be read.</p>;
  if (!data) return <p className="muted">Loading…</p>;
  return (
    <section className="da-view" aria-labelledby="da-view-title">
      <h2 id="da-view-title">
        Analysis of {longDay(data.market_day)}{' '}
        <span className={`da-status da-status-${data.status}`}>{data.status}</span>
      </h2>
      <p className="muted">
        Drafted {format(new Date(data.created_at), 'dd/MM/yyyy HH:mm')} from the price feed
        {data.edited_at ? `, edited ${format(new Date(data.edited_at), 'dd/MM/yyyy HH:mm')}` : ''}
        {data.sent_at ? `, sent ${format(new Date(data.sent_at), 'dd/MM/yyyy HH:mm')}` : ''}.
      </p>
      <AnalysisEditor analysis={data} />
      {data.status !== 'draft' && <SendLog deliveries={data.deliveries} />}
    </section>
  );
}
