import type { CsvCell } from './report-csv.ts';
import { ReportCsvButton } from './report-csv-button.tsx';

type Props = {
  /** The file's name without extension. */
  name: string;
  header: readonly string[];
  /** Built on click: the rows of the view on screen, totals row included. */
  rows: () => readonly (readonly CsvCell[])[];
  disabled?: boolean;
};

/** ReportCsvButton for a view whose header is fixed and whose rows are built on click. */
export function CsvDownloadButton({ name, header, rows, disabled }: Props) {
  return <ReportCsvButton fileName={name} table={() => ({ header, rows: rows() })} disabled={disabled} />;
}
