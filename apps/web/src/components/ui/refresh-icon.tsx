import { RefreshCw } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';

/** Reloads a view; spins while the reload is running. */
export function RefreshButton({ onRefresh, busy, label }: { onRefresh: () => void; busy: boolean; label?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={busy ? 'icon-button spinning' : 'icon-button'}
      aria-label={label ?? t('list.refresh')}
      aria-busy={busy}
      onClick={onRefresh}
      disabled={busy}
    >
      <RefreshCw size={18} />
    </button>
  );
}
