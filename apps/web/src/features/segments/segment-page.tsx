import './segments.css';
import { enSegments } from '@crm/contracts/locales/en/segments';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import { call } from '../../lib/api/call.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';
import { SEGMENTS_PATH } from './segment-columns.tsx';
import { segmentKeys } from './segment-keys.ts';
import { SegmentSizeChart } from './segment-size-chart.tsx';
import { segmentSource } from './segment-source.ts';

/**
 * The editor (the contracts' schemas, react-hook-form, the filter builder) and the clients list are
 * most of the page's weight: fetched apart, from the moment this page's code runs, so they arrive
 * alongside the segment's data (the page says it is loading until then) rather than after it.
 */
const editorPart = import('./segment-editor.tsx');
const clientsPart = import('../clients/clients-list-page.tsx');
for (const part of [editorPart, clientsPart]) part.catch(() => {}); // Reported when the part renders.
const SegmentEditor = lazy(() => editorPart.then((m) => ({ default: m.SegmentEditor })));
const ClientsListPage = lazy(() => clientsPart);

const DeleteSegmentDialog = lazyDialog(() => import('./delete-segment-dialog.tsx').then((m) => m.DeleteSegmentDialog));

/**
 * One segment (`…/client-segments/{id}`), or a new one (`…/client-segments/new`): its editor, its
 * size over time, and its clients as the clients list with the segment's filters fixed (all its
 * columns, sort, paging and export). Each part is offered only with its permission.
 */
export default function SegmentPage() {
  const t = useT(enSegments);
  const { segmentId = '' } = useParams();
  const isNew = segmentId === 'new';
  const can = useCan();
  const [deleting, setDeleting] = useState(false);
  const { data: segment, error } = useQuery({
    queryKey: segmentKeys.detail(segmentId),
    queryFn: () => call('getSegment', { params: { id: segmentId } }),
    enabled: !isNew,
  });
  const source = useMemo(() => segmentSource(segmentId), [segmentId]);
  const editable = isNew ? can('user_segments.create_user_segments') : can('user_segments.update_user_segments');

  if (!isNew && error) {
    return (
      <>
        <h1>{t('segments.segment')}</h1>
        <p role="alert">{t('segments.notFound')}</p>
        <Link to={SEGMENTS_PATH}>{t('segments.all')}</Link>
      </>
    );
  }
  if (!isNew && !segment) return <p aria-busy>{t('segments.loading')}</p>;

  return (
    <>
      <nav className="segment-back">
        <Link to={SEGMENTS_PATH}>{t('segments.back')}</Link>
      </nav>
      <div className="segments-heading">
        <h1>{isNew ? t('segments.new') : segment?.name}</h1>
        <div className="segment-actions">
          {segment && can('ribbons.create_ribbons') && (
            <Link
              className="button with-icon"
              to={`/client-communication/app-ribbon?ribbon=new&segment=${encodeURIComponent(segment._id)}`}
            >
              <Megaphone size={16} aria-hidden /> {t('segments.writeRibbon')}
            </Link>
          )}
          {segment && can('user_segments.delete_user_segments') && (
            <button type="button" className="button danger with-icon" onClick={() => setDeleting(true)}>
              <Trash2 size={16} aria-hidden /> {t('segments.delete')}
            </button>
          )}
        </div>
      </div>
      <div className="segment-top">
        {editable ? (
          <Suspense fallback={<p aria-busy="true">{t('segments.loading')}</p>}>
            <SegmentEditor key={segment?.updatedAt ?? 'new'} segment={segment ?? null} />
          </Suspense>
        ) : (
          <section className="segment-editor">
            <h2>{t('segments.filters')}</h2>
            <code>{segment?.filters || t('segments.noFilter')}</code>
          </section>
        )}
        {segment && <SegmentSizeChart id={segment._id} />}
      </div>
      {segment && can('user_segments.view_user_segment_results') && (
        <Suspense fallback={<p aria-busy="true">{t('segments.loading')}</p>}>
          <ClientsListPage source={source} title={t('segments.clients')} />
        </Suspense>
      )}
      {segment && deleting && <DeleteSegmentDialog segment={segment} onClose={() => setDeleting(false)} />}
    </>
  );
}
