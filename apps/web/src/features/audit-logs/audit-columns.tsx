import type { TAuditRecord } from '@crm/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { formatWhen } from './audit-when.ts';

/** The kinds of object records are kept on, as the Object filter offers them. */
export const OBJECT_TYPES: Readonly<Record<string, string>> = {
  client: 'Client',
  staff: 'Staff user',
  role: 'Role',
  session: 'Session',
  request: 'Request',
  transaction: 'Transaction',
  utm_link: 'UTM link',
  audit: 'Audit log',
  audit_verification: 'Verification',
  system: 'System',
};

export const objectTypeLabel = (type: string) => OBJECT_TYPES[type] ?? type;

/** Who acted, and in view-as the staff user they acted as: "Ada Byrne as Tom Lee". */
export function whoOf(r: TAuditRecord): string {
  const who = r.actor?.name ?? (r.action.startsWith('auth.login') ? 'Someone signing in' : 'System');
  return r.viewedAs ? `${who} as ${r.viewedAs.name}` : who;
}

/** The object: a client links to its page; the rest read "Staff user: Ana Lopez". */
export function ObjectCell({ record: r }: { record: TAuditRecord }) {
  if (!r.entityId) return <span className="muted">{objectTypeLabel(r.entityType)}</span>;
  const name = r.entityLabel ?? r.entityId;
  if (r.entityType === 'client') {
    return (
      <Link to={`/clients/${encodeURIComponent(r.entityId)}`} onClick={(e) => e.stopPropagation()}>
        Client {name}
      </Link>
    );
  }
  return (
    <span title={r.entityId}>
      {objectTypeLabel(r.entityType)}: {name}
    </span>
  );
}

export const AUDIT_COLUMNS: readonly ListColumn<TAuditRecord>[] = [
  { id: 'at', label: 'When', nowrap: true, cell: (r) => formatWhen(r.at) },
  { id: 'who', label: 'Who', identity: true, nowrap: true, cell: whoOf },
  // Staff read words; the code stays as the hover title for whoever needs it.
  { id: 'action', label: 'What', cell: (r) => <span title={r.action}>{auditActionLabel(r.action)}</span> },
  { id: 'object', label: 'On', cell: (r) => <ObjectCell record={r} /> },
  { id: 'address', label: 'From', nowrap: true, cell: (r) => r.address ?? '' },
  { id: 'position', label: 'Position', numeric: true, cell: (r) => Number(r._id).toLocaleString('en') },
  { id: 'requestId', label: 'Request', nowrap: true, cell: (r) => r.requestId ?? '' },
];

export const DEFAULT_AUDIT_FIELDS = ['at', 'who', 'action', 'object', 'address'];
