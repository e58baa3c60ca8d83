import { Download } from 'lucide-react';
import { useState } from 'react';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { fetchFile } from '../../lib/api/fetch-file.ts';
import { selectedBrand } from '../../lib/auth/stored-user.ts';

type Props = { query: Record<string, string | number | null | undefined> };

/**
 * Exports exactly what the list shows (same view, search, filters and columns; every page) as CSV or
 * XLSX, with a progress bar while the file streams in.
 */
export function ExportButton({ query }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const toast = useToast();

  async function run(format: 'csv' | 'xlsx') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({
      ...query,
      page: null,
      cursor: null,
      export: format,
      brand: selectedBrand(),
    })) {
      if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
    }
    setProgress(0);
    try {
      const res = await fetchFile(`/dashboard/users?${params}`);
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const reader = res.body.getReader();
      const chunks: Uint8Array[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        setProgress(received);
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `clients.${format}`;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(
        new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? undefined }),
      );
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success(`Exported ${name}`);
    } catch {
      toast.error('The export failed.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="export">
      <Dropdown
        label={
          <span className="with-icon">
            <Download size={16} aria-hidden="true" />
            Export
          </span>
        }
        items={[
          { key: 'csv', label: 'CSV', onSelect: () => void run('csv'), disabled: progress !== null },
          { key: 'xlsx', label: 'Excel (XLSX)', onSelect: () => void run('xlsx'), disabled: progress !== null },
        ]}
      />
      {progress !== null && (
        <span className="export-progress" role="status">
          <progress aria-label="Export progress" />
          {(progress / 1024).toFixed(0)} KB
        </span>
      )}
    </div>
  );
}
