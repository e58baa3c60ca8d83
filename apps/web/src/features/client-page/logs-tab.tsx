import type { TAuditRecord, TClient } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { clientKeys } from '../clients/client-keys.ts';

/** The client's event log, newest first, each event in staff words (its code stays as the hover title). */
export function LogsTab({ client }: { client: TClient }) {
  const { data } = useQuery({
    queryKey: clientKeys.logs(client._id),
    queryFn: () => api<{ docs: TAuditRecord[] }>(`/dashboard/users/${client._id}/logs`, { query: { limit: 100 } }),
  });
  return (
    <ul className="log-list">
      {data?.docs.map((r) => (
        <li key={r._id}>
          <span>{new Date(r.at).toLocaleString('en-GB')}</span>{' '}
          <strong title={r.action}>{auditActionLabel(r.action)}</strong>{' '}
          <span className="muted">{r.actor?.name ?? 'system'}</span>
        </li>
      ))}
    </ul>
  );
}
