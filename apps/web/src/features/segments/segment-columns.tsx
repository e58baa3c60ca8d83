import type { TSegment } from '@crm/contracts';
import type { enSegments } from '@crm/contracts/locales/en/segments';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';
import type { TTranslateOf } from '../../lib/i18n/use-t.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

export const SEGMENTS_PATH = '/client-communication/client-segments';

/** The segments list's columns, in the console's language; `sortKey`s are the API's sorts (SEGMENT_SORTS). */
export const segmentColumns = (t: TTranslateOf<typeof enSegments>): readonly ListColumn<TSegment>[] => [
  {
    id: 'name',
    label: t('segments.column.name'),
    identity: true,
    sortKey: 'name',
    cell: (s) => <Link to={`${SEGMENTS_PATH}/${s._id}`}>{s.name}</Link>,
  },
  {
    id: 'size',
    label: t('segments.column.size'),
    numeric: true,
    cell: (s) => (s.size === null ? t('segments.sizeBroken') : s.size.toLocaleString('en')),
  },
  { id: 'created_by', label: t('segments.column.createdBy'), cell: (s) => s.created_by?.name ?? '—' },
  { id: 'updated_by', label: t('segments.column.updatedBy'), cell: (s) => s.updated_by?.name ?? '—' },
  {
    id: 'updatedAt',
    label: t('segments.column.updatedAt'),
    sortKey: 'updatedAt',
    nowrap: true,
    cell: (s) => when(s.updatedAt),
  },
  {
    id: 'createdAt',
    label: t('segments.column.createdAt'),
    sortKey: 'createdAt',
    nowrap: true,
    cell: (s) => when(s.createdAt),
  },
];

export const DEFAULT_SEGMENT_FIELDS = ['name', 'size', 'created_by', 'updatedAt'];
export const SEGMENT_SORT_VALUES = ['name', '-name', 'updatedAt', '-updatedAt', 'createdAt', '-createdAt'] as const;
