import type { ColumnSizingState } from '@tanstack/react-table';

/** Column widths a person dragged, kept per list beside its column choice (`<list>-fields`). */
export const widthsStorageKey = (listId: string) => `${listId}-widths`;

/** Narrower than this a header's label no longer fits; wider is a drag that went astray. */
export const MIN_WIDTH = 48;
export const MAX_WIDTH = 800;

/** Saved widths, keeping only whole pixel sizes in range: anything else in storage is ignored. */
export function parseWidths(saved: string | null): ColumnSizingState {
  if (!saved) return {};
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const widths: ColumnSizingState = {};
  for (const [id, width] of Object.entries(value)) {
    if (typeof width === 'number' && Number.isFinite(width)) {
      widths[id] = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
    }
  }
  return widths;
}

export const serializeWidths = (widths: ColumnSizingState) => JSON.stringify(parseWidths(JSON.stringify(widths)));
