import { MAX_PAGE_SIZE } from '@crm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Combobox } from '../../components/ui/combobox.tsx';
import { call } from '../../lib/api/call.ts';
import { useCan } from '../auth/use-can.ts';

type Props = {
  /** The chosen segment's id, or '' before one is chosen. */
  value: string;
  onChoose: (segmentId: string) => void;
  error?: string | undefined;
};

/** A size the way staff say it; null is a segment whose filters no longer parse. */
const sizeOf = (size: number | null) =>
  size === null ? 'size unknown' : `${size} ${size === 1 ? 'client' : 'clients'}`;

/**
 * One segment of the brand, from the segments list (typed to filter), each with its size now in
 * the caller's scope; under it, how many clients the ribbon would reach with this choice.
 */
export function SegmentTargetPicker({ value, onChoose, error }: Props) {
  const can = useCan();
  const mayList = can('user_segments.view_user_segments');
  const segments = useQuery({
    queryKey: ['ribbons', 'segment-choices'],
    queryFn: () => call('listSegments', { query: { page: 1, limit: MAX_PAGE_SIZE, sort: 'name' } }),
    enabled: mayList,
  });
  if (!mayList) {
    return (
      <p className="muted">
        {value
          ? 'The segment is chosen; you may not list segments to choose another.'
          : 'Choosing a segment needs the permission to view client segments.'}
      </p>
    );
  }
  const docs = segments.data?.docs ?? [];
  const chosen = docs.find((s) => s._id === value);
  return (
    <div className="field ribbon-segment-picker">
      {segments.error && <p className="alert">Segments could not be loaded: {segments.error.message}</p>}
      <Combobox
        label="Segment"
        options={docs.map((s) => ({ id: s._id, label: `${s.name} (${sizeOf(s.size)})` }))}
        value={value || null}
        onChange={(id) => onChoose(id ?? '')}
        placeholder={segments.isPending ? 'Loading segments…' : 'Find a segment by name'}
        empty="No segment matches."
      />
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {value && segments.data && !chosen && (
        <p className="muted" data-testid="ribbon-segment-size">
          The chosen segment is not among the brand’s segments (it may have been deleted): choose another.
        </p>
      )}
      {chosen && (
        <p className="ribbon-chosen" data-testid="ribbon-segment-size" aria-live="polite">
          {chosen.size === null
            ? 'This segment’s filters no longer apply: it reaches nobody until it is fixed.'
            : `Reaches ${sizeOf(chosen.size)} you may see, while the ribbon is live.`}
        </p>
      )}
    </div>
  );
}
