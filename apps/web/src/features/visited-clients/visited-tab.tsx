import { enVisited } from '@crm/contracts/locales/en/visited';
import { GripVertical, X } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import type { VisitedClient } from './visited-store.ts';

export type TabProps = { tab: VisitedClient; active: boolean; onClose: () => void };

/** What dragging adds to a tab once the drag library has loaded (sortable-tabs.tsx). */
export type DragProps = {
  ref: Ref<HTMLLIElement>;
  style: CSSProperties;
  handle: HTMLAttributes<HTMLButtonElement>;
};

/** One visited client: a drag handle, the link, a close button. The same markup with or without dragging. */
export function VisitedTab({ tab, active, onClose, drag }: TabProps & { drag?: DragProps }) {
  const t = useT(enVisited);
  return (
    <li ref={drag?.ref} style={drag?.style} className={active ? 'visited-tab active' : 'visited-tab'}>
      <button
        type="button"
        className="icon-button drag-handle"
        {...drag?.handle}
        aria-label={t('visited.move', { name: tab.name })}
      >
        <GripVertical size={14} />
      </button>
      <Link to={`/clients/${tab._id}`} aria-current={active ? 'page' : undefined}>
        <strong>{tab.readableId}</strong> {tab.name}
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={t('visited.close', { name: tab.name })}
        onClick={onClose}
      >
        <X size={14} />
      </button>
    </li>
  );
}
