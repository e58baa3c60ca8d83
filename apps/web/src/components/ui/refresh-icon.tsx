import { RefreshCw } from 'lucide-react';

/** Reloads a view; spins while the reload is running. */
export function RefreshButton({
  onRefresh,
  busy,
  label = 'Refresh',
}: {
  onRefresh: () => void;
  busy: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={busy ? 'icon-button spinning' : 'icon-button'}
      aria-label={label}
      aria-busy={busy}
      onClick={onRefresh}
      disabled={busy}
    >
      <RefreshCw size={18} />
    </button>
  );
}
