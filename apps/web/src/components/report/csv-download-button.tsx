import { Download } from 'lucide-react';
import { saveBlob } from '../../lib/api/download.ts';
import { type CsvCell, reportCsv } from './report-csv.ts';

type Props = {
  /** The file's name without extension. */
  name: string;
  header: readonly string[];
  /** Built on click: the rows of the view on screen, totals row included. */
  rows: () => readonly (readonly CsvCell[])[];
  disabled?: boolean;
};

/** A report's export: the view on screen as a CSV file, written in the browser (see report-csv.ts). */
export function CsvDownloadButton({ name, header, rows, disabled }: Props) {
  return (
    <button
      type="button"
      className="button"
      disabled={disabled}
      onClick={() => saveBlob(new Blob([reportCsv(header, rows())], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)}
    >
      <Download size={16} aria-hidden="true" /> Export CSV
    </button>
  );
}
