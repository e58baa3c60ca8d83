import type { TPasswordLink } from '@crm/contracts';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/** The console page a link opens, on this console's own origin. */
export const passwordLinkUrl = (token: string) =>
  `${window.location.origin}/set-password?token=${encodeURIComponent(token)}`;

/**
 * The one-time link, shown once to the administrator who made it: only its digest is stored, so
 * closing this dialog is the last time anyone sees it (a new link can always be issued).
 */
export function PasswordLinkDialog({
  link,
  name,
  onClose,
}: {
  link: TPasswordLink;
  name: string;
  onClose: () => void;
}) {
  const url = passwordLinkUrl(link.token);
  return (
    <Dialog title="Set-password link" onClose={onClose} onSubmit={onClose} submitLabel="Done">
      <p className="dialog-summary">
        Pass this link on to {name}. It works once, until {new Date(link.expiresAt).toLocaleString('en-GB')}, and is not
        shown again.
      </p>
      <div className="password-link">
        <input readOnly value={url} aria-label="Set-password link" data-autofocus onFocus={(e) => e.target.select()} />
        <CopyButton text={url} label="Copy the link">
          Copy
        </CopyButton>
      </div>
    </Dialog>
  );
}
