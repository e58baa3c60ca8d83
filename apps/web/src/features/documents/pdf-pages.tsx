// The worker from our own build (no CDN: production has no internet). Set in this module, the one
// that renders: react-pdf's own default would otherwise win (see its README).

import { enDocuments } from '@crm/contracts/locales/en/documents';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Document, Page, pdfjs } from 'react-pdf';
import { useT } from '../../lib/i18n/use-t.ts';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * One page of a PDF drawn on a canvas by pdf.js (react-pdf): no browser plugin needed. Loaded on
 * demand (its own chunk), as the heavy library it is.
 */
export default function PdfPages({
  file,
  page,
  width,
  scale,
  rotate,
  onPages,
}: {
  file: Blob;
  page: number;
  /** The width a page takes at scale 1 (fits the viewer's box); unset, its own size. */
  width: number | undefined;
  scale: number;
  rotate: number;
  onPages: (count: number) => void;
}) {
  const t = useT(enDocuments);
  return (
    <Document
      file={file}
      suspense={false}
      loading={<p className="muted">{t('documents.drawing')}</p>}
      error={<p role="alert">{t('documents.pdfFailed')}</p>}
      onLoadSuccess={(pdf) => onPages(pdf.numPages)}
    >
      <Page
        pageNumber={page}
        width={width}
        scale={scale}
        rotate={rotate}
        renderTextLayer={false}
        renderAnnotationLayer={false}
        canvasBackground="#ffffff"
        loading={<p className="muted">{t('documents.drawingPage')}</p>}
      />
    </Document>
  );
}
