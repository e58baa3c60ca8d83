import type { TDocument } from '@crm/contracts';
import { useEffect, useState } from 'react';
import { fetchFile } from '../../lib/api/fetch-file.ts';
import { selectedBrand } from '../../lib/auth/stored-user.ts';

/** Fetches the file with the bearer token (it is never a public URL) and shows it from a blob. */
export function DocumentViewer({ document: doc }: { document: TDocument }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let revoked: string | null = null;
    let cancelled = false;
    const load = async () => {
      const res = await fetchFile(`/dashboard/users/documents/${doc._id}/file?brand=${selectedBrand() ?? ''}`);
      if (!res.ok) throw new Error(String(res.status));
      revoked = URL.createObjectURL(await res.blob());
      if (!cancelled) setUrl(revoked);
    };
    setUrl(null);
    setFailed(false);
    load().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (revoked) URL.revokeObjectURL(revoked);
    };
  }, [doc._id]);

  if (failed) return <p role="alert">The document could not be loaded.</p>;
  if (!url) return <p className="muted">Loading the document…</p>;
  return doc.mimeType === 'application/pdf' ? (
    <iframe
      className="document-frame"
      src={url}
      title={`${doc.kind.replaceAll('_', ' ')} of ${doc.client.first_name} ${doc.client.last_name}`}
    />
  ) : (
    <img
      className="document-image"
      src={url}
      alt={`${doc.kind.replaceAll('_', ' ')} of ${doc.client.first_name} ${doc.client.last_name}`}
    />
  );
}
