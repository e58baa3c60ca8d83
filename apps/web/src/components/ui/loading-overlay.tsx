import './loading-overlay.css';
import { useT } from '../../lib/i18n/use-t.ts';
/** Covers its area while something loads; announced to screen readers once. */
export function LoadingOverlay({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="loading-overlay" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden" role="status">
        {label ?? t('shell.loading')}
      </span>
    </div>
  );
}
