import type { TSegment } from '@crm/contracts';
import type { SegmentRow } from './repository.ts';

const staffRef = (id: string | null, name: string | null) => (id ? { _id: id, name: name ?? '' } : null);

/** A segment as the API shows it; `size` is counted for the caller (null: its filters no longer apply). */
export const toSegmentReply = (row: SegmentRow, size: number | null): TSegment => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  size,
  created_by: staffRef(row.createdById, row.createdByName),
  updated_by: staffRef(row.updatedById, row.updatedByName),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
