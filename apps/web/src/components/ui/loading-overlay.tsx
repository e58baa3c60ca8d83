import './loading-overlay.css';
/** Covers its area while something loads; announced to screen readers once. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-overlay" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden" role="status">
        {label}
      </span>
    </div>
  );
}
