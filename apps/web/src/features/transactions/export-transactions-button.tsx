import type { TRANSACTION_EXPORT_FIELDS } from '@crm/contracts';
import { format } from 'date-fns';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { callForFile, type TCallInput } from '../../lib/api/call.ts';
import { saveDownload } from '../../lib/api/download.ts';

type ExportField = (typeof TRANSACTION_EXPORT_FIELDS)[number];
/** The export as it is sent: the filters as the URL holds them (comma lists), not yet parsed. */
type ExportRequest = TCallInput<'exportTransactions'>['body'];

/** The export fields behind each list column: the file has what the list shows. */
const FIELDS_OF: Record<string, ExportField[]> = {
  updatedAt: ['updatedAt'],
  createdAt: ['createdAt'],
  client: ['readableId', 'first_name', 'last_name'],
  account: ['platform', 'login_id'],
  transaction_type: ['transaction_type'],
  method: ['method'],
  status: ['status'],
  amount: ['amount', 'currency'],
  refundAmount: ['refundAmount'],
  comment: ['comment'],
};

/** Open-ended ranges are sent as the whole history up to today: the route wants both days. */
const EARLIEST = '2000-01-01';

/** Exports the list as it is filtered (every page) through `POST …/transactions/exports`. */
export function ExportTransactionsButton({
  columns,
  filters,
}: {
  columns: readonly string[];
  filters: Omit<ExportRequest['filters'], 'fromDate' | 'toDate'> & {
    fromDate: string | null;
    toDate: string | null;
  };
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  async function run() {
    const body: ExportRequest = {
      fields: [...new Set(columns.flatMap((c) => FIELDS_OF[c] ?? []))],
      filters: {
        ...filters,
        fromDate: filters.fromDate ?? EARLIEST,
        toDate: filters.toDate ?? format(new Date(), 'yyyy-MM-dd'),
      },
    };
    setBusy(true);
    try {
      const res = await callForFile('exportTransactions', { body });
      toast.success(`Exported ${await saveDownload(res, `${filters.list}.csv`)}`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The export failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="button with-icon"
      onClick={() => void run()}
      disabled={busy || columns.length === 0}
    >
      <Download size={16} aria-hidden="true" />
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
