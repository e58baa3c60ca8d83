import type { TAuditRecord, TClient, TClientNote, TDocument } from '@crm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api/client.ts';
import { useCan } from '../auth/use-can.ts';
import { DocumentViewer } from '../documents/document-viewer.tsx';
import { ReviewActions } from '../documents/review-actions.tsx';
import { PhoneForm } from './phone-form.tsx';

export function OverviewTab({ client }: { client: TClient }) {
  const can = useCan();
  const rows: [string, string][] = [
    ['E-mail', client.email],
    ['Country', client.country.toUpperCase()],
    ['Device', client.device_type ?? '—'],
    ['cTrader id', client.ctrader_id ?? '—'],
    ['MT5 id', client.mt5_id ?? '—'],
    ['Live / demo accounts', `${client.live_accounts} / ${client.demo_accounts}`],
    ['First deposit (USD)', client.ftd_amount_usd ?? '—'],
    ['Deposits (USD)', client.total_deposits_usd],
    [
      'UTMs',
      Object.entries(client.utms)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ') || '—',
    ],
  ];
  return (
    <div className="overview">
      <dl className="facts">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {can('users.update_user') ? <PhoneForm client={client} /> : <p>Phone: {client.phone ?? '—'}</p>}
    </div>
  );
}

export function DocumentsTab({ client }: { client: TClient }) {
  const { data } = useQuery({
    queryKey: ['clientDocuments', client._id],
    queryFn: () => api<TDocument[]>(`/dashboard/users/${client._id}/documents`),
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = data?.find((d) => d._id === openId);
  if (data?.length === 0) return <p>No documents yet.</p>;
  return (
    <div className="review-layout">
      <ul className="review-list" aria-label="Documents">
        {data?.map((d) => (
          <li key={d._id}>
            <button type="button" className="choice" aria-current={d._id === openId} onClick={() => setOpenId(d._id)}>
              {d.kind.replaceAll('_', ' ')} · {d.status} {d.isLatest ? '' : '(history)'} ·{' '}
              {new Date(d.createdAt).toLocaleDateString('en-GB')}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <section className="review-panel" aria-label="Document">
          <ReviewActions document={open} />
          <DocumentViewer document={open} />
        </section>
      )}
    </div>
  );
}

export function NotesTab({ client, kind }: { client: TClient; kind: 'notes' | 'financialnotes' }) {
  const key = ['clientNotes', client._id, kind];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api<TClientNote[]>(`/dashboard/users/${client._id}/${kind}`),
  });
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () =>
      api<TClientNote>(`/dashboard/users/${client._id}/${kind}`, { method: 'POST', body: { note: text } }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) add.mutate();
  };
  return (
    <div className="notes">
      <form className="inline-form" onSubmit={submit}>
        <label>
          <span className="visually-hidden">New note</span>
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={2}
            maxLength={5000}
            placeholder="Write a note…"
          />
        </label>
        <button type="submit" className="button" disabled={!text.trim() || add.isPending}>
          Add
        </button>
      </form>
      <ul className="note-list">
        {data?.map((n) => (
          <li key={n._id}>
            <p>{n.note}</p>
            <span className="muted">
              {n.isPinned ? 'Pinned · ' : ''}
              {n.author.name} · {new Date(n.createdAt).toLocaleString('en-GB')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LogsTab({ client }: { client: TClient }) {
  const { data } = useQuery({
    queryKey: ['clientLogs', client._id],
    queryFn: () => api<{ docs: TAuditRecord[] }>(`/dashboard/users/${client._id}/logs`, { query: { limit: 100 } }),
  });
  return (
    <ul className="log-list">
      {data?.docs.map((r) => (
        <li key={r._id}>
          <span>{new Date(r.at).toLocaleString('en-GB')}</span> <strong>{r.action}</strong>{' '}
          <span className="muted">{r.actor?.name ?? 'system'}</span>
        </li>
      ))}
    </ul>
  );
}
