import type { TSegment } from '@crm/contracts';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/list/list-column.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

export const SEGMENTS_PATH = '/client-communication/client-segments';

/** The segments list's columns; `sortKey`s are the API's sorts (SEGMENT_SORTS). */
export const SEGMENT_COLUMNS: readonly ListColumn<TSegment>[] = [
  {
    id: 'name',
    label: 'Name',
    identity: true,
    sortKey: 'name',
    cell: (s) => <Link to={`${SEGMENTS_PATH}/${s._id}`}>{s.name}</Link>,
  },
  {
    id: 'size',
    label: 'Size',
    numeric: true,
    cell: (s) => (s.size === null ? 'Filters no longer apply' : s.size.toLocaleString('en')),
  },
  { id: 'created_by', label: 'Created by', cell: (s) => s.created_by?.name ?? '—' },
  { id: 'updated_by', label: 'Changed by', cell: (s) => s.updated_by?.name ?? '—' },
  { id: 'updatedAt', label: 'Updated', sortKey: 'updatedAt', nowrap: true, cell: (s) => when(s.updatedAt) },
  { id: 'createdAt', label: 'Created', sortKey: 'createdAt', nowrap: true, cell: (s) => when(s.createdAt) },
];

export const DEFAULT_SEGMENT_FIELDS = ['name', 'size', 'created_by', 'updatedAt'];
export const SEGMENT_SORT_VALUES = ['name', '-name', 'updatedAt', '-updatedAt', 'createdAt', '-createdAt'] as const;
