import './filter-chip.css';
import { X } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { Tooltip } from './tooltip.tsx';

/** One applied filter, removable (spec point 2: tooltip "Delete Filter"). */
export function FilterChip({ label, onDelete }: { label: string; onDelete: () => void }) {
  const t = useT();
  return (
    <span className="chip">
      {label}
      <Tooltip text={t('filter.deleteTooltip')}>
        <button type="button" className="icon-button" aria-label={t('filter.delete', { label })} onClick={onDelete}>
          <X size={12} />
        </button>
      </Tooltip>
    </span>
  );
}
