import { enReports } from '@crm/contracts/locales/en/reports';
import { Download } from 'lucide-react';
import { saveBlob } from '../../lib/api/download.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useToast } from '../ui/toast.tsx';
import { type CsvCell, toCsv } from './report-csv.ts';

export type CsvTable = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

type Props = {
  /** The file's name without extension, e.g. `finances-2026-11-01-2026-11-30`. */
  fileName: string;
  /** The view as a table; null while there is nothing to export (loading, failed). */
  table: () => CsvTable | null;
  disabled?: boolean;
};

/** Saves the report's view (the rows and totals the page shows) as a CSV file. */
export function ReportCsvButton({ fileName, table, disabled }: Props) {
  const t = useT(enReports);
  const toast = useToast();
  const save = () => {
    const view = table();
    if (!view) return;
    // A byte-order mark, so a spreadsheet reads the file as UTF-8 (symbols, names).
    const blob = new Blob(['\uFEFF', toCsv(view.header, view.rows)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, `${fileName}.csv`);
    toast.success(t('reports.exported', { file: `${fileName}.csv` }));
  };
  return (
    <button type="button" className="button" onClick={save} disabled={disabled}>
      <Download size={16} aria-hidden="true" /> {t('reports.exportCsv')}
    </button>
  );
}
