import './dialog.css';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Heading, Modal, Dialog as ModalDialog, ModalOverlay } from 'react-aria-components';
import { useT } from '../../lib/i18n/use-t.ts';

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
 * A modal form on React Aria's Modal and Dialog: focus is trapped inside, the page behind is inert,
 * Escape closes (not while the form is on its way), the title names the dialog, and focus goes back
 * to the control that opened it. Mounted only while open, so each opening starts afresh. Focus
 * starts in the first field (or the one marked `data-autofocus`), not on Close, so typing at once
 * fills the form. A click on the backdrop does not close it: a half-typed reason is not lost.
 */
export function Dialog({ title, onClose, onSubmit, submitLabel, busy, disabled, error, danger, children }: Props) {
  const body = useRef<HTMLDivElement>(null);
  const t = useT();
  useEffect(() => {
    body.current
      ?.closest('form')
      ?.querySelector<HTMLElement>('[data-autofocus], .dialog-body :is(input, select, textarea):not(:disabled)')
      ?.focus();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && !disabled) onSubmit();
  };
  return (
    <ModalOverlay
      isOpen
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && onClose()}
      className="dialog-overlay"
    >
      <Modal className="dialog-modal">
        <ModalDialog className="dialog">
          <form onSubmit={submit} className="dialog-form">
            <header className="dialog-header">
              <Heading slot="title" level={2}>
                {title}
              </Heading>
              <button
                type="button"
                className="icon-button"
                aria-label={t('dialog.close')}
                onClick={onClose}
                disabled={busy}
              >
                <X size={14} />
              </button>
            </header>
            <div ref={body} className="dialog-body">
              {children}
            </div>
            {error && (
              <p role="alert" className="form-error">
                {error}
              </p>
            )}
            <footer className="dialog-footer">
              <button type="button" className="button" onClick={onClose} disabled={busy}>
                {t('dialog.cancel')}
              </button>
              <button type="submit" className={danger ? 'button danger' : 'button primary'} disabled={busy || disabled}>
                {busy ? t('dialog.working') : submitLabel}
              </button>
            </footer>
          </form>
        </ModalDialog>
      </Modal>
    </ModalOverlay>
  );
}
