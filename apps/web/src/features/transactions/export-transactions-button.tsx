import type { TRANSACTION_EXPORT_FIELDS, TTransactionListQuery } from '@crm/contracts';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router';
import { ExportControl } from '../../components/export/export-control.tsx';
import { callForFile, type TCallInput } from '../../lib/api/call.ts';

type ExportField = (typeof TRANSACTION_EXPORT_FIELDS)[number];
type Sort = TTransactionListQuery['sort'];
/** The export as it is sent: the filters as the URL holds them (comma lists), not yet parsed. */
type ExportRequest = TCallInput<'exportTransactions'>['body'];

/** The export fields behind each list column: the file has what the list shows. */
const FIELDS_OF: Record<string, ExportField[]> = {
  updatedAt: ['updatedAt'],
  createdAt: ['createdAt'],
  client: ['readableId', 'first_name', 'last_name'],
  account: ['platform', 'login_id', 'counter_platform', 'counter_login_id'],
  transaction_type: ['transaction_type'],
  method: ['method'],
  status: ['status'],
  amount: ['amount', 'currency', 'counter_amount', 'counter_currency', 'exchange_rate'],
  refundAmount: ['refundAmount'],
  comment: ['comment'],
};

/** The list's sorts, checked whole by the compiler: a URL's `sort` is sent only if the list knows it. */
const SORTS: Record<Sort, true> = {
  '-updatedAt': true,
  updatedAt: true,
  '-createdAt': true,
  createdAt: true,
  '-amount': true,
  amount: true,
};
const isSort = (value: string | null): value is Sort => value !== null && Object.hasOwn(SORTS, value);

/** Open-ended ranges are sent as the whole history up to today: the route wants both days. */
const EARLIEST = '2000-01-01';

type Props = {
  columns: readonly string[];
  filters: Omit<ExportRequest['filters'], 'fromDate' | 'toDate'> & {
    fromDate: string | null;
    toDate: string | null;
  };
  /** The list's sort; read from the URL (where the list keeps it) when not given. */
  sort?: Sort;
};

/** Exports a finance list as it is filtered and sorted (every page) through `POST …/transactions/exports`. */
export function ExportTransactionsButton({ columns, filters, sort }: Props) {
  const [params] = useSearchParams();
  const urlSort = params.get('sort');
  const fields = [...new Set(columns.flatMap((c) => FIELDS_OF[c] ?? []))];
  const body = (exportFormat: 'csv' | 'xlsx'): ExportRequest => ({
    fields,
    filters: {
      ...filters,
      fromDate: filters.fromDate ?? EARLIEST,
      toDate: filters.toDate ?? format(new Date(), 'yyyy-MM-dd'),
    },
    sort: sort ?? (isSort(urlSort) ? urlSort : undefined),
    format: exportFormat,
  });
  return (
    <ExportControl
      fallbackName={filters.list ?? 'transactions'}
      disabled={fields.length === 0}
      start={(exportFormat) => callForFile('exportTransactions', { body: body(exportFormat) })}
    />
  );
}
