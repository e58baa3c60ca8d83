import type { TStaffExportField, TStaffSort } from '@crm/contracts';
import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile } from '../../lib/api/call.ts';

/** The export fields behind each list column: the file has what the list shows. */
const FIELDS_OF: Record<string, TStaffExportField[]> = {
  name: ['first_name', 'last_name'],
  email: ['email'],
  department: ['department'],
  role: ['role'],
  brands: ['brands'],
  status: ['status'],
  two_factor: ['two_factor_enabled'],
  last_sign_in_at: ['last_sign_in_at'],
};

type Props = {
  query: {
    sort: TStaffSort;
    search: string | null;
    department: string | null;
    role_id: string | null;
    status: 'active' | 'disabled' | null;
  };
  columns: readonly string[];
};

/** Exports the staff list as it is filtered and sorted, with the columns it shows (`?export=csv|xlsx&fields=…`). */
export function ExportStaffButton({ query, columns }: Props) {
  const fields = [...new Set(columns.flatMap((c) => FIELDS_OF[c] ?? []))];
  return (
    <ExportControl
      fallbackName="staff"
      disabled={fields.length === 0}
      start={(format) =>
        callForFile('listStaff', {
          query: {
            ...query,
            export: format,
            fields: fields.join(','),
          },
        })
      }
    />
  );
}
