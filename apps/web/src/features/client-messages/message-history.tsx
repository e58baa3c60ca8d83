import {
  CLIENT_MESSAGE_LIMITS,
  type TClientMessage,
  type TClientMessageChannel,
  type TClientMessageDelivery,
  type TClientMessageOutcome,
} from '@crm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import type { ListColumn } from '../../components/list/list-column.ts';
import { ListTable } from '../../components/list/list-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { call } from '../../lib/api/call.ts';
import { clientMessageKeys } from './message-form-schema.ts';

const LIMIT = 20;
const when = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');

const OUTCOME_LABELS: Record<TClientMessageOutcome, string> = {
  sent: 'Sent',
  skipped_no_consent: 'Skipped: no consent',
  skipped_no_address: 'Skipped: no address',
  failed: 'Failed',
};

const messageColumns = (channel: TClientMessageChannel): ListColumn<TClientMessage>[] => [
  { id: 'created_at', label: 'Sent', nowrap: true, cell: (m) => when(m.created_at) },
  { id: 'target', label: 'To', cell: (m) => m.target_label },
  ...(CLIENT_MESSAGE_LIMITS[channel].title !== null
    ? [{ id: 'title', label: channel === 'email' ? 'Subject' : 'Title', cell: (m: TClientMessage) => m.title ?? '' }]
    : []),
  { id: 'body', label: 'Message', cell: (m) => (m.body.length > 80 ? `${m.body.slice(0, 80)}…` : m.body) },
  { id: 'recipients', label: 'Clients', numeric: true, cell: (m) => m.recipients },
  { id: 'sent', label: 'Delivered', numeric: true, cell: (m) => m.sent },
  { id: 'skipped', label: 'Skipped', numeric: true, cell: (m) => m.skipped },
  { id: 'failed', label: 'Failed', numeric: true, cell: (m) => m.failed },
  { id: 'sent_by', label: 'By', nowrap: true, cell: (m) => m.sent_by?.name ?? '' },
];

const DELIVERY_COLUMNS: ListColumn<TClientMessageDelivery>[] = [
  { id: 'readable_id', label: 'Client', numeric: true, cell: (d) => d.readable_id },
  { id: 'name', label: 'Name', cell: (d) => d.name },
  { id: 'address', label: 'Address', cell: (d) => d.address ?? '' },
  {
    id: 'outcome',
    label: 'Outcome',
    nowrap: true,
    cell: (d) => <span className={`message-outcome message-outcome-${d.outcome}`}>{OUTCOME_LABELS[d.outcome]}</span>,
  },
  { id: 'error', label: 'Why', cell: (d) => d.error ?? '' },
  { id: 'sent_at', label: 'At', nowrap: true, cell: (d) => (d.sent_at ? when(d.sent_at) : '') },
];

/** One send's log, one row per client its target reached. */
function DeliveryLog({ message }: { message: TClientMessage }) {
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: clientMessageKeys.deliveries(message._id, page),
    queryFn: () => call('listClientMessageDeliveries', { params: { id: message._id }, query: { page, limit: LIMIT } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="message-log" aria-label="Recipients">
      <h3>Recipients of the send of {when(message.created_at)}</h3>
      <ListTable
        caption="Recipients and what happened"
        listId="client-message-deliveries"
        columns={DELIVERY_COLUMNS}
        rows={log.data?.docs}
        rowKey={(d) => d._id}
        loading={log.isFetching}
        error={log.error}
        onRetry={() => void log.refetch()}
        empty="No recipient in your scope."
      />
      {log.data && (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(log.data.totalDocs / LIMIT))}
          total={log.data.totalDocs}
          noun="recipients"
          one="recipient"
          onPage={setPage}
        />
      )}
    </section>
  );
}

type Props = { channel: TClientMessageChannel; open: string | null; onOpen: (id: string | null) => void };

/** The channel's sends, newest first; the open one's log below. */
export function MessageHistory({ channel, open, onOpen }: Props) {
  const [page, setPage] = useState(1);
  const query = { channel, page, limit: LIMIT };
  const list = useQuery({
    queryKey: clientMessageKeys.list(query),
    queryFn: () => call('listClientMessages', { query }),
    placeholderData: keepPreviousData,
  });
  const opened = list.data?.docs.find((m) => m._id === open);
  return (
    <section className="message-history" aria-label="Sent">
      <h2>Sent</h2>
      <ListTable
        caption="Sends, newest first"
        listId={`client-messages-${channel}`}
        columns={messageColumns(channel)}
        rows={list.data?.docs}
        rowKey={(m) => m._id}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        onOpen={(m) => onOpen(m._id === open ? null : m._id)}
        openOnClick
        empty="Nothing sent yet on this channel."
      />
      {list.data && (
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(list.data.totalDocs / LIMIT))}
          total={list.data.totalDocs}
          noun="sends"
          one="send"
          onPage={setPage}
        />
      )}
      {opened && <DeliveryLog key={opened._id} message={opened} />}
    </section>
  );
}
