import './dialog.css';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  /** The dialog is a form: Enter submits, Escape and Cancel close. */
  onSubmit: () => void;
  submitLabel: string;
  busy?: boolean;
  /** A submit that cannot go yet (a required reason is empty). */
  disabled?: boolean;
  /** The server's or the form's refusal, shown above the buttons and announced. */
  error?: string | null;
  danger?: boolean;
  children: ReactNode;
};

/**
 * A modal form on the native <dialog>: the browser traps focus and closes on Escape. Mounted only
 * while open, so each opening starts afresh. Focus starts in the first field (or the one marked
 * `data-autofocus`), not on Close, so typing at once fills the form, and goes back to the control
 * that opened the dialog when it closes (unmounting skips the browser's own restore).
 */
export function Dialog({ title, onClose, onSubmit, submitLabel, busy, disabled, error, danger, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(
      '[data-autofocus], .dialog-body :is(input, select, textarea):not(:disabled)',
    );
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !disabled) onSubmit();
  };
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form onSubmit={submit} className="dialog-form">
        <header className="dialog-header">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose} disabled={busy}>
            <X size={14} />
          </button>
        </header>
        <div className="dialog-body">{children}</div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <footer className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={danger ? 'button danger' : 'button primary'} disabled={busy || disabled}>
            {busy ? 'Working…' : submitLabel}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
