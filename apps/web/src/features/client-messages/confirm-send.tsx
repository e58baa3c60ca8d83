import type { TClientMessagePreview } from '@crm/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';

type Props = {
  noun: string;
  counts: TClientMessagePreview | undefined;
  error: string | null;
  busy: boolean;
  onSend: () => void;
  onClose: () => void;
};

/** The last look before sending: who gets it, and who is skipped and why. */
export function ConfirmSend({ noun, counts, error, busy, onSend, onClose }: Props) {
  return (
    <Dialog
      title={`Send the ${noun}?`}
      submitLabel="Send"
      onSubmit={onSend}
      onClose={onClose}
      busy={busy}
      disabled={!counts || counts.deliverable === 0}
      error={error}
    >
      {!counts ? (
        <p aria-busy="true">Counting who gets it…</p>
      ) : (
        <div data-testid="message-confirm-counts">
          <p>
            <strong>{counts.deliverable}</strong> {counts.deliverable === 1 ? 'client gets' : 'clients get'} it.
          </p>
          <ul className="message-confirm-skipped">
            <li>{counts.skipped_no_consent} skipped: no marketing consent (or unsubscribed)</li>
            {counts.skipped_no_address > 0 && <li>{counts.skipped_no_address} skipped: no address for this channel</li>}
          </ul>
          {counts.deliverable === 0 && <p className="form-error">Nobody here can receive it; nothing would be sent.</p>}
        </div>
      )}
    </Dialog>
  );
}
