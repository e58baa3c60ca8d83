import './filter-chip.css';
import { X } from 'lucide-react';
import { Tooltip } from './tooltip.tsx';

/** One applied filter, removable (spec point 2: tooltip "Delete Filter"). */
export function FilterChip({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <span className="chip">
      {label}
      <Tooltip text="Delete Filter">
        <button type="button" className="icon-button" aria-label={`Delete filter ${label}`} onClick={onDelete}>
          <X size={12} />
        </button>
      </Tooltip>
    </span>
  );
}
