import './export-control.css';
import type { TExportFormat } from '@crm/contracts/exports';
import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { assertFileReply, fileNameOf, saveBlob } from '../../lib/api/download.ts';
import { translate } from '../../lib/i18n/translator.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { Dropdown } from '../ui/dropdown.tsx';
import { useToast } from '../ui/toast.tsx';
import { type ExportProgress, readExport } from './read-export.ts';

const FORMAT_LABELS: Record<TExportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };
const SHORT_LABELS: Record<TExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX' };

const count = (n: number) => n.toLocaleString('en');

/** "1,200 of 5,000 rows" where rows are counted, else the bytes so far (and the total rows if said). */
function progressText({ bytes, rows, totalRows }: ExportProgress): string {
  if (rows !== null) {
    return totalRows === null
      ? translate('export.rows', { rows: count(rows) })
      : translate('export.rowsOf', { rows: count(rows), total: count(totalRows) });
  }
  const received = translate('export.kb', { kb: count(Math.round(bytes / 1024)) });
  return totalRows === null ? received : translate('export.kbRows', { received, total: count(totalRows) });
}

type Props = {
  /** Asks the server for the file in a format (a `callForFile` of the list's export endpoint). */
  start: (format: TExportFormat) => Promise<Response>;
  /** The file's name without extension, if the server gives none. */
  fallbackName: string;
  disabled?: boolean;
};

/** `progress` is null until the reply's headers arrive (the server counts and audits first). */
type Run = { format: TExportFormat; progress: ExportProgress | null };

/**
 * The reply, or a rejection as soon as the signal aborts; a reply that arrives after that has its
 * body cancelled, which closes the connection and stops the server's walk over the list.
 */
function unlessAborted(reply: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The export was cancelled', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(
      (res) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) void res.body?.cancel().catch(() => {});
        else resolve(res);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The one export control of every list: a format menu (CSV, Excel), the progress while the file
 * streams in (rows for CSV, bytes for XLSX), a cancel button, and a toast when it is saved or fails.
 * The file is exactly the list's view: the wrappers send its filters, sort and columns.
 */
export function ExportControl({ start, fallbackName, disabled = false }: Props) {
  const [run, setRun] = useState<Run | null>(null);
  const abort = useRef<AbortController | null>(null);
  const toast = useToast();
  const t = useT();
  // Leaving the page stops a running export rather than saving a file nobody waits for.
  useEffect(() => () => abort.current?.abort(), []);

  async function exportAs(format: TExportFormat) {
    const controller = new AbortController();
    abort.current = controller;
    setRun({ format, progress: null });
    try {
      const res = await unlessAborted(start(format), controller.signal);
      await assertFileReply(res);
      const blob = await readExport(res, (progress) => setRun({ format, progress }), controller.signal);
      const name = fileNameOf(res, `${fallbackName}.${format}`);
      saveBlob(blob, name);
      toast.success(t('export.exported', { name }));
    } catch (error) {
      if (controller.signal.aborted) toast.info(t('export.cancelled'));
      else toast.error(error instanceof Error ? error.message : t('export.failed'));
    } finally {
      abort.current = null;
      setRun(null);
    }
  }

  const busy = run !== null;
  const { rows = null, totalRows = null } = run?.progress ?? {};
  return (
    <div className="export-control">
      <Dropdown
        label={
          <span className="with-icon">
            <Download size={16} aria-hidden="true" />
            {t('export.export')}
          </span>
        }
        items={(['csv', 'xlsx'] as const).map((format) => ({
          key: format,
          label: FORMAT_LABELS[format],
          onSelect: () => void exportAs(format),
          disabled: busy || disabled,
        }))}
      />
      {/* Announced once when an export starts; the running count is read from the progress bar. */}
      <span role="status" className="visually-hidden">
        {run ? t('export.exporting', { format: SHORT_LABELS[run.format] }) : ''}
      </span>
      {run && (
        <span className="export-control-progress">
          <progress
            aria-label={t('export.progress')}
            max={totalRows ?? undefined}
            value={rows !== null && totalRows ? rows : undefined}
          />
          <span>
            {SHORT_LABELS[run.format]}: {run.progress ? progressText(run.progress) : t('export.preparing')}
          </span>
          <button
            type="button"
            className="button with-icon"
            onClick={() => abort.current?.abort()}
            aria-label={t('export.cancel')}
          >
            <X size={16} aria-hidden="true" />
            {t('dialog.cancel')}
          </button>
        </span>
      )}
    </div>
  );
}
