import type { AUDIT_EXPORT_FIELDS, TAuditLogFilters } from '@crm/contracts';
import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile } from '../../lib/api/call.ts';

type ExportField = (typeof AUDIT_EXPORT_FIELDS)[number];

/** The export fields behind each column: the file has what the view shows, before and after included. */
const FIELDS_OF: Record<string, ExportField[]> = {
  at: ['at'],
  who: ['actor', 'viewedAs'],
  action: ['action'],
  object: ['entityType', 'entityId', 'entityLabel'],
  address: ['address'],
  position: ['position'],
  requestId: ['requestId'],
};

/** Every record the filters keep (not only the pages loaded), through `POST …/userLogs/exports`. */
export function ExportAuditButton({ columns, filters }: { columns: readonly string[]; filters: TAuditLogFilters }) {
  const fields: ExportField[] = [
    ...new Set<ExportField>(['position', ...columns.flatMap((c) => FIELDS_OF[c] ?? []), 'before', 'after']),
  ];
  return (
    <ExportControl
      fallbackName="audit-log"
      start={(format) => callForFile('exportUserLogs', { body: { filters, fields, format } })}
    />
  );
}
