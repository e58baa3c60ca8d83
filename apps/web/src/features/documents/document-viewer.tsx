import type { TDocument } from '@crm/contracts';
import { enDocuments } from '@crm/contracts/locales/en/documents';
import { ChevronLeft, ChevronRight, PictureInPicture2, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { FloatingPanel } from '../../components/ui/floating-panel.tsx';
import { callForFile } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { DocumentClientFacts } from './document-client-facts.tsx';
import './document-viewer.css';

/** pdf.js is heavy: it loads with the first PDF opened, never with the console. */
const PdfPages = lazy(() => import('./pdf-pages.tsx'));

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The file, fetched with the bearer token (it is never a public URL). */
function useDocumentFile(id: string): { file: Blob | null; url: string | null; failed: boolean } {
  const [state, setState] = useState<{ file: Blob | null; url: string | null; failed: boolean }>({
    file: null,
    url: null,
    failed: false,
  });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    setState({ file: null, url: null, failed: false });
    callForFile('downloadDocument', { params: { id } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const file = await res.blob();
        if (cancelled) return;
        url = URL.createObjectURL(file);
        setState({ file, url, failed: false });
      })
      .catch(() => !cancelled && setState({ file: null, url: null, failed: true }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}

/**
 * A document under review, drawn in the page (images as they are, PDFs by pdf.js: no browser
 * plugin), with zoom, rotation and paging, beside the client data it must match. It can float in a
 * panel the reviewer drags over the queue.
 */
export function DocumentViewer({ document: doc }: { document: TDocument }) {
  const t = useT(enDocuments);
  const [floating, setFloating] = useState(false);
  const title = t('documents.of', {
    kind: t(`documents.kind.${doc.kind}`),
    name: `${doc.client.first_name} ${doc.client.last_name}`,
  });
  // Keyed by document: zoom, rotation and page start afresh with each one.
  const body = <ViewerBody key={doc._id} document={doc} title={title} />;
  if (!floating) {
    return (
      <div className="document-viewer">
        <button type="button" className="document-float" onClick={() => setFloating(true)}>
          <PictureInPicture2 size={14} aria-hidden="true" /> {t('documents.float')}
        </button>
        {body}
      </div>
    );
  }
  return (
    <div className="document-viewer">
      <p className="muted">
        {t('documents.floating')}{' '}
        <button type="button" onClick={() => setFloating(false)}>
          {t('documents.dock')}
        </button>
      </p>
      <FloatingPanel
        title={t('documents.floatTitle', { title })}
        initial={{ left: 80, top: 80 }}
        onClose={() => setFloating(false)}
      >
        <div className="document-viewer document-viewer-floating">{body}</div>
      </FloatingPanel>
    </div>
  );
}

/** The inner width of a box as it resizes, in steps of 8 px (a PDF page redraws on each change). */
function useInnerWidth(box: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(160, Math.floor(entry.contentRect.width / 8) * 8));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

function ViewerBody({ document: doc, title }: { document: TDocument; title: string }) {
  const t = useT(enDocuments);
  const { file, url, failed } = useDocumentFile(doc._id);
  const box = useRef<HTMLElement>(null);
  // At 100 % a page fills the box's width; zoom multiplies that.
  const fitWidth = useInnerWidth(box);
  const [zoom, setZoom] = useState(ZOOMS.indexOf(1));
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const scale = ZOOMS[zoom] ?? 1;
  const isPdf = doc.mimeType === 'application/pdf';

  let shown = <p className="muted">{t('documents.loadingFile')}</p>;
  if (failed) shown = <p role="alert">{t('documents.fileFailed')}</p>;
  else if (file && url && isPdf) {
    shown = (
      <Suspense fallback={<p className="muted">{t('documents.loadingPdf')}</p>}>
        <PdfPages file={file} page={page} width={fitWidth} scale={scale} rotate={rotation} onPages={setPages} />
      </Suspense>
    );
  } else if (url) {
    shown = (
      <img
        className="document-viewer-image"
        src={url}
        alt={title}
        style={{ width: `${scale * 100}%`, transform: `rotate(${rotation}deg)` }}
      />
    );
  }

  return (
    <div className="document-viewer-layout">
      <div className="document-viewer-main">
        <div className="document-viewer-tools" role="toolbar" aria-label={t('documents.view')}>
          <button
            type="button"
            className="icon-button"
            aria-label={t('documents.zoomOut')}
            disabled={zoom === 0}
            onClick={() => setZoom((z) => z - 1)}
          >
            <ZoomOut size={16} />
          </button>
          <output aria-label={t('documents.zoom')}>{Math.round(scale * 100)}%</output>
          <button
            type="button"
            className="icon-button"
            aria-label={t('documents.zoomIn')}
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom((z) => z + 1)}
          >
            <ZoomIn size={16} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('documents.rotate')}
            onClick={() => setRotation((r) => (r + 90) % 360)}
          >
            <RotateCw size={16} />
          </button>
          {isPdf && (
            <>
              <button
                type="button"
                className="icon-button"
                aria-label={t('documents.previousPage')}
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                <ChevronLeft size={16} />
              </button>
              <output aria-label={t('documents.pageLabel')}>{t('documents.page', { page, pages })}</output>
              <button
                type="button"
                className="icon-button"
                aria-label={t('documents.nextPage')}
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                <ChevronRight size={16} />
              </button>
            </>
          )}
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: zoomed in, the page scrolls inside this box, and a keyboard must reach it to scroll it (axe: scrollable-region-focusable). */}
        <figure ref={box} className="document-viewer-canvas" aria-label={title} tabIndex={0}>
          {shown}
        </figure>
      </div>
      <DocumentClientFacts client={doc.client} />
    </div>
  );
}
