import type { TClientMessage, TClientMessageDelivery } from '@crm/contracts';
import {
  CLIENT_MESSAGE_LIMITS,
  type TClientMessageChannel,
  type TClientMessageOutcome,
} from '@crm/contracts/client-message-values';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { clientMessageKeys } from './client-message-keys.ts';

const LIMIT = 20;
const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

type TTranslate = TTranslateOf<typeof enClientMessages>;

const messageColumns = (t: TTranslate, channel: TClientMessageChannel): ListColumn<TClientMessage>[] => [
  { id: 'created_at', label: t('clientMessages.column.sent'), nowrap: true, cell: (m) => when(m.created_at) },
  { id: 'target', label: t('clientMessages.column.to'), cell: (m) => m.target_label },
  ...(CLIENT_MESSAGE_LIMITS[channel].title !== null
    ? [
        {
          id: 'title',
          label: channel === 'email' ? t('clientMessages.column.subject') : t('clientMessages.column.title'),
          cell: (m: TClientMessage) => m.title ?? '',
        },
      ]
    : []),
  {
    id: 'body',
    label: t('clientMessages.column.message'),
    cell: (m) => (m.body.length > 80 ? `${m.body.slice(0, 80)}…` : m.body),
  },
  { id: 'recipients', label: t('clientMessages.column.clients'), numeric: true, cell: (m) => m.recipients },
  { id: 'sent', label: t('clientMessages.column.delivered'), numeric: true, cell: (m) => m.sent },
  { id: 'skipped', label: t('clientMessages.column.skipped'), numeric: true, cell: (m) => m.skipped },
  { id: 'failed', label: t('clientMessages.column.failed'), numeric: true, cell: (m) => m.failed },
  { id: 'sent_by', label: t('clientMessages.column.by'), nowrap: true, cell: (m) => m.sent_by?.name ?? '' },
];

const outcomeOf = (t: TTranslate, outcome: TClientMessageOutcome) => t(`clientMessages.outcome.${outcome}`);

const deliveryColumns = (t: TTranslate): ListColumn<TClientMessageDelivery>[] => [
  { id: 'readable_id', label: t('clientMessages.column.client'), numeric: true, cell: (d) => d.readable_id },
  { id: 'name', label: t('clientMessages.column.name'), cell: (d) => d.name },
  { id: 'address', label: t('clientMessages.column.address'), cell: (d) => d.address ?? '' },
  {
    id: 'outcome',
    label: t('clientMessages.column.outcome'),
    nowrap: true,
    cell: (d) => <span className={`message-outcome message-outcome-${d.outcome}`}>{outcomeOf(t, d.outcome)}</span>,
  },
  { id: 'error', label: t('clientMessages.column.why'), cell: (d) => d.error ?? '' },
  {
    id: 'sent_at',
    label: t('clientMessages.column.at'),
    nowrap: true,
    cell: (d) => (d.sent_at ? when(d.sent_at) : ''),
  },
];

/** One send's log, one row per client its target reached. */
function DeliveryLog({ message }: { message: TClientMessage }) {
  const t = useT(enClientMessages);
  const columns = useMemo(() => deliveryColumns(t), [t]);
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: clientMessageKeys.deliveries(message._id, page),
    queryFn: () => call('listClientMessageDeliveries', { params: { id: message._id }, query: { page, limit: LIMIT } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="message-log" aria-label={t('clientMessages.recipients')}>
      <h3>{t('clientMessages.recipientsOf', { when: when(message.created_at) })}</h3>
      <ListTable
        caption={t('clientMessages.recipientsCaption')}
        listId="client-message-deliveries"
        columns={columns}
        rows={log.data?.docs}
        rowKey={(d) => d._id}
        loading={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        empty={t('clientMessages.recipientsEmpty')}
      />
      {log.data && (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(log.data.totalDocs / LIMIT))}
          total={log.data.totalDocs}
          noun={t('clientMessages.recipientNoun')}
          one={t('clientMessages.recipientNounOne')}
          onPage={setPage}
        />
      )}
    </section>
  );
}

type Props = { channel: TClientMessageChannel; open: string | null; onOpen: (id: string | null) => void };

/** The channel's sends, newest first; the open one's log below. */
export function MessageHistory({ channel, open, onOpen }: Props) {
  const t = useT(enClientMessages);
  const columns = useMemo(() => messageColumns(t, channel), [t, channel]);
  const [page, setPage] = useState(1);
  const query = { channel, page, limit: LIMIT };
  const list = useQuery({
    queryKey: clientMessageKeys.list(query),
    queryFn: () => call('listClientMessages', { query }),
    placeholderData: keepPreviousData,
  });
  const opened = list.data?.docs.find((m) => m._id === open);
  return (
    <section className="message-history" aria-label={t('clientMessages.history')}>
      <h2>{t('clientMessages.history')}</h2>
      <ListTable
        caption={t('clientMessages.historyCaption')}
        listId={`client-messages-${channel}`}
        columns={columns}
        rows={list.data?.docs}
        rowKey={(m) => m._id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onOpen={(m) => onOpen(m._id === open ? null : m._id)}
        openOnClick
        empty={t('clientMessages.historyEmpty')}
      />
      {list.data && (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(list.data.totalDocs / LIMIT))}
          total={list.data.totalDocs}
          noun={t('clientMessages.sends')}
          one={t('clientMessages.sendNoun')}
          onPage={setPage}
        />
      )}
      {opened && <DeliveryLog key={opened._id} message={opened} />}
    </section>
  );
}
