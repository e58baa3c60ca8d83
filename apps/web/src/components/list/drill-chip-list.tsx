import { FilterChip } from '../ui/filter-chip.tsx';
import type { DrillChip } from './drill-chips.ts';

/**
 * What a report's figure narrowed a list to, as removable chips, so staff see why the list holds
 * fewer rows than they expect (issue #15).
 */
export function DrillChipList({ chips, onDelete }: { chips: DrillChip[]; onDelete: (param: string) => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label="Report filters">
      {chips.map((c) => (
        <li key={c.param}>
          <FilterChip label={c.label} onDelete={() => onDelete(c.param)} />
        </li>
      ))}
    </ul>
  );
}
