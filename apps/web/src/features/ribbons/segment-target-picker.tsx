import { MAX_PAGE_SIZE } from '@crm/contracts';
import { enRibbons } from '@crm/contracts/locales/en/ribbons';
import { useQuery } from '@tanstack/react-query';
import { Combobox } from '../../components/ui/combobox.tsx';
import { call } from '../../lib/api/call.ts';
import { type TTranslateOf, useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../auth/use-can.ts';

type Props = {
  /** The chosen segment's id, or '' before one is chosen. */
  value: string;
  onChoose: (segmentId: string) => void;
  error?: string | undefined;
};

/** A size the way staff say it; null is a segment whose filters no longer parse. */
const sizeOf = (t: TTranslateOf<typeof enRibbons>, size: number | null) =>
  size === null ? t('ribbons.segment.sizeUnknown') : t('ribbons.segment.clients', { count: size });

/**
 * One segment of the brand, from the segments list (typed to filter), each with its size now in
 * the caller's scope; under it, how many clients the ribbon would reach with this choice.
 */
export function SegmentTargetPicker({ value, onChoose, error }: Props) {
  const t = useT(enRibbons);
  const can = useCan();
  const mayList = can('user_segments.view_user_segments');
  const segments = useQuery({
    queryKey: ['ribbons', 'segment-choices'],
    queryFn: () => call('listSegments', { query: { page: 1, limit: MAX_PAGE_SIZE, sort: 'name' } }),
    enabled: mayList,
  });
  if (!mayList) {
    return <p className="muted">{value ? t('ribbons.segment.chosenNoList') : t('ribbons.segment.needsPermission')}</p>;
  }
  const docs = segments.data?.docs ?? [];
  const chosen = docs.find((s) => s._id === value);
  return (
    <div className="field ribbon-segment-picker">
      {segments.error && <p className="alert">{t('ribbons.segment.loadFailed', { reason: segments.error.message })}</p>}
      <Combobox
        label={t('ribbons.segment.label')}
        options={docs.map((s) => ({
          id: s._id,
          label: t('ribbons.segment.option', { name: s.name, size: sizeOf(t, s.size) }),
        }))}
        value={value || null}
        onChange={(id) => onChoose(id ?? '')}
        placeholder={segments.isPending ? t('ribbons.segment.loading') : t('ribbons.segment.find')}
        empty={t('ribbons.segment.noMatch')}
      />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {value && segments.data && !chosen && (
        <p className="muted" data-testid="ribbon-segment-size">
          {t('ribbons.segment.gone')}
        </p>
      )}
      {chosen && (
        <p className="ribbon-chosen" data-testid="ribbon-segment-size" aria-live="polite">
          {chosen.size === null ? t('ribbons.segment.broken') : t('ribbons.segment.reaches', { count: chosen.size })}
        </p>
      )}
    </div>
  );
}
