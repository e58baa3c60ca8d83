import './report.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A query value: empty ones (null, '', []) are left out; a list is written comma-separated. */
export type DrillQuery = Readonly<Record<string, string | number | readonly string[] | null | undefined>>;

/** `/transactions?type=deposit&fromDate=2026-11-01`: the console path of the rows behind a figure. */
export function drillPath(path: string, query: DrillQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value === null || value === undefined ? '' : String(value);
    if (text !== '') params.set(key, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

type Props = {
  /** The console page of the rows, e.g. `/finances/deposits`. */
  to: string;
  query?: DrillQuery;
  children: ReactNode;
  /** The link's full name, figure included, when the figure alone would not say what it opens ("Deposits on 24/11/2026: $1,250.05"). */
  label?: string;
};

/** A report figure that opens the rows behind it, filtered the same way. */
export function DrillLink({ to, query, children, label }: Props) {
  return (
    <Link className="drill-link" to={drillPath(to, query)} aria-label={label} title={label}>
      {children}
    </Link>
  );
}
