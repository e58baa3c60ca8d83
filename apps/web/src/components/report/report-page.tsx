import type { ReactNode } from 'react';
import './report.css';

type Props = {
  title: string;
  /** One line under the title that says how to read the figures ("Amounts in USD at the rate of each transaction's day"). */
  note?: ReactNode;
  /** Links to the page's siblings under the title (the tools, which the menu does not show). */
  nav?: ReactNode;
  /** The export control (components/export/export-control.tsx), at the title's right. */
  exportControl?: ReactNode;
  /** The ReportFilterBar. */
  filters: ReactNode;
  chart?: ReactNode;
  /** The ReportTable: the figures of the chart, readable. */
  table: ReactNode;
};

/** Every report page's layout: title and export, the note, filters, chart, then the table. */
export function ReportPage({ title, nav, note, exportControl, filters, chart, table }: Props) {
  return (
    <div className="report-page">
      <header className="report-head">
        <h1>{title}</h1>
        {exportControl && <div className="report-export">{exportControl}</div>}
      </header>
      {nav}
      {note && <p className="report-note muted">{note}</p>}
      {filters}
      {chart}
      {table}
    </div>
  );
}
