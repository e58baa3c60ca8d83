import type { TAuditRecord } from '@crm/contracts';
import { enAuditLogs } from '@crm/contracts/locales/en/audit-logs';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import { auditActionLabel } from '../../lib/format/audit-action.ts';
import { areaTranslate, type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { formatWhen } from './audit-when.ts';

type TAuditT = TTranslateOf<typeof enAuditLogs>;
const translate = areaTranslate(enAuditLogs);

/** The kinds of object records are kept on, in the order the Object filter offers them. */
export const OBJECT_TYPES = [
  'client',
  'staff',
  'role',
  'session',
  'request',
  'transaction',
  'utm_link',
  'audit',
  'audit_verification',
  'system',
] as const;
type TObjectType = (typeof OBJECT_TYPES)[number];
const isObjectType = (type: string): type is TObjectType => (OBJECT_TYPES as readonly string[]).includes(type);

/** A kind of object as staff read it, in the language of the moment; an unknown kind shows as it is. */
export const objectTypeLabel = (type: string) => (isObjectType(type) ? translate(`auditLogs.type.${type}`) : type);

/** Who acted, and in view-as the staff user they acted as: "Ada Byrne as Tom Lee". */
export function whoOf(r: TAuditRecord): string {
  const who =
    r.actor?.name ??
    (r.action.startsWith('auth.login') ? translate('auditLogs.someoneSigningIn') : translate('auditLogs.system'));
  return r.viewedAs ? translate('auditLogs.whoAs', { who, viewed: r.viewedAs.name }) : who;
}

/** The object: a client links to its page; the rest read "Staff user: Ana Lopez". */
export function ObjectCell({ record: r }: { record: TAuditRecord }) {
  const t = useT(enAuditLogs);
  if (!r.entityId) return <span className="muted">{objectTypeLabel(r.entityType)}</span>;
  const name = r.entityLabel ?? r.entityId;
  if (r.entityType === 'client') {
    return (
      <Link to={`/clients/${encodeURIComponent(r.entityId)}`} onClick={(e) => e.stopPropagation()}>
        {t('auditLogs.client', { name })}
      </Link>
    );
  }
  return <span title={r.entityId}>{t('auditLogs.objectOf', { type: objectTypeLabel(r.entityType), name })}</span>;
}

/** The log's columns, in the language of `t`. */
export const auditColumns = (t: TAuditT): ListColumn<TAuditRecord>[] => [
  { id: 'at', label: t('auditLogs.column.at'), nowrap: true, cell: (r) => formatWhen(r.at) },
  { id: 'who', label: t('auditLogs.column.who'), identity: true, nowrap: true, cell: whoOf },
  // Staff read words; the code stays as the hover title for whoever needs it.
  {
    id: 'action',
    label: t('auditLogs.column.action'),
    cell: (r) => <span title={r.action}>{auditActionLabel(r.action)}</span>,
  },
  { id: 'object', label: t('auditLogs.column.object'), cell: (r) => <ObjectCell record={r} /> },
  { id: 'address', label: t('auditLogs.column.address'), nowrap: true, cell: (r) => r.address ?? '' },
  {
    id: 'position',
    label: t('auditLogs.column.position'),
    numeric: true,
    cell: (r) => Number(r._id).toLocaleString('en'),
  },
  { id: 'requestId', label: t('auditLogs.column.requestId'), nowrap: true, cell: (r) => r.requestId ?? '' },
];

export const DEFAULT_AUDIT_FIELDS = ['at', 'who', 'action', 'object', 'address'];
