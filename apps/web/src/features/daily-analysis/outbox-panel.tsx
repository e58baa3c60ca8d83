import type { TOutboxMessage } from '@crm/contracts';
import { enDailyAnalysis } from '@crm/contracts/locales/en/daily-analysis';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { MailPreview } from './mail-preview.tsx';

/** Where the intro's variable name stands, so that it can be shown as code inside the translated text. */
const VARIABLE = '\u0000';

/** The outbox: with no SMTP relay configured (`SMTP_URL`), every message lands here whole. */
export function OutboxPanel() {
  const t = useT(enDailyAnalysis);
  const { pathname } = useLocation();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: dailyAnalysisKeys.outbox(),
    queryFn: () => call('listOutbox'),
  });
  const [open, setOpen] = useState<TOutboxMessage | null>(null);
  const columns: ListColumn<TOutboxMessage>[] = [
    {
      id: 'at',
      label: t('dailyAnalysis.outbox.at'),
      nowrap: true,
      cell: (m) => format(new Date(m.created_at), 'dd/MM/yyyy HH:mm:ss'),
    },
    { id: 'to', label: t('dailyAnalysis.outbox.to'), identity: true, cell: (m) => m.to_address },
    { id: 'subject', label: t('dailyAnalysis.outbox.subject'), cell: (m) => m.subject },
    {
      id: 'open',
      label: t('dailyAnalysis.outbox.message'),
      nowrap: true,
      cell: (m) => (
        <button type="button" className="button small" onClick={() => setOpen(m)} aria-pressed={open?._id === m._id}>
          {t('dailyAnalysis.outbox.show')}
        </button>
      ),
    },
  ];
  const [introBefore, introAfter] = t('dailyAnalysis.outbox.intro', { variable: VARIABLE }).split(VARIABLE);
  return (
    <section aria-labelledby="da-outbox">
      <h2 id="da-outbox">{t('dailyAnalysis.outbox.title')}</h2>
      <p className="muted">
        {introBefore}
        <code>SMTP_URL</code>
        {introAfter}
      </p>
      <ListTable
        caption={t('dailyAnalysis.outbox.caption')}
        listId={`${pathname}#outbox`}
        columns={columns}
        rows={data}
        rowKey={(m) => m._id}
        loading={isFetching && !data}
        error={error}
        onRetry={() => void refetch()}
        empty={t('dailyAnalysis.outbox.empty')}
      />
      {open && (
        <article className="da-message" aria-label={t('dailyAnalysis.outbox.messageTo', { address: open.to_address })}>
          <dl className="facts">
            <div>
              <dt>{t('dailyAnalysis.outbox.from')}</dt>
              <dd>{open.from_address}</dd>
            </div>
            <div>
              <dt>{t('dailyAnalysis.outbox.to')}</dt>
              <dd>{open.to_address}</dd>
            </div>
            <div>
              <dt>{t('dailyAnalysis.outbox.subject')}</dt>
              <dd>{open.subject}</dd>
            </div>
            <div>
              <dt>List-Unsubscribe</dt>
              <dd className="da-break">{open.headers['List-Unsubscribe'] ?? '—'}</dd>
            </div>
          </dl>
          <MailPreview html={open.html} label={t('dailyAnalysis.outbox.theMessageTo', { address: open.to_address })} />
        </article>
      )}
    </section>
  );
}
