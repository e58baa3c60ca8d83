import type { TOutboxMessage } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { call } from '../../lib/api/call.ts';
import { dailyAnalysisKeys } from './daily-analysis-keys.ts';
import { MailPreview } from './mail-preview.tsx';

/** The outbox: with no SMTP relay configured (`SMTP_URL`), every message lands here whole. */
export function OutboxPanel() {
  const { pathname } = useLocation();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: dailyAnalysisKeys.outbox(),
    queryFn: () => call('listOutbox'),
  });
  const [open, setOpen] = useState<TOutboxMessage | null>(null);
  const columns: ListColumn<TOutboxMessage>[] = [
    { id: 'at', label: 'At', nowrap: true, cell: (m) => format(new Date(m.created_at), 'dd/MM/yyyy HH:mm:ss') },
    { id: 'to', label: 'To', identity: true, cell: (m) => m.to_address },
    { id: 'subject', label: 'Subject', cell: (m) => m.subject },
    {
      id: 'open',
      label: 'Message',
      nowrap: true,
      cell: (m) => (
        <button type="button" className="button small" onClick={() => setOpen(m)} aria-pressed={open?._id === m._id}>
          Show
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="da-outbox">
      <h2 id="da-outbox">Outbox</h2>
      <p className="muted">
        Messages kept instead of sent because no SMTP relay is configured (<code>SMTP_URL</code>): the latest 100 of
        this brand.
      </p>
      <ListTable
        caption="Outbox"
        listId={`${pathname}#outbox`}
        columns={columns}
        rows={data}
        rowKey={(m) => m._id}
        loading={isFetching && !data}
        error={error}
        onRetry={() => void refetch()}
        empty="The outbox is empty."
      />
      {open && (
        <article className="da-message" aria-label={`Message to ${open.to_address}`}>
          <dl className="facts">
            <div>
              <dt>From</dt>
              <dd>{open.from_address}</dd>
            </div>
            <div>
              <dt>To</dt>
              <dd>{open.to_address}</dd>
            </div>
            <div>
              <dt>Subject</dt>
              <dd>{open.subject}</dd>
            </div>
            <div>
              <dt>List-Unsubscribe</dt>
              <dd className="da-break">{open.headers['List-Unsubscribe'] ?? '—'}</dd>
            </div>
          </dl>
          <MailPreview html={open.html} label={`The message to ${open.to_address}`} />
        </article>
      )}
    </section>
  );
}
