import type { TPasswordLink } from '@crm/contracts';
import { enStaff } from '@crm/contracts/locales/en/staff';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

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
  const t = useT(enStaff);
  const url = passwordLinkUrl(link.token);
  return (
    <Dialog title={t('staff.linkTitle')} onClose={onClose} onSubmit={onClose} submitLabel={t('staff.linkDone')}>
      <p className="dialog-summary">
        {t('staff.linkSummary', { name, until: new Date(link.expiresAt).toLocaleString('en-GB') })}
      </p>
      <div className="password-link">
        <input
          readOnly
          value={url}
          aria-label={t('staff.linkTitle')}
          data-autofocus
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={url} label={t('staff.linkCopy')}>
          {t('staff.copy')}
        </CopyButton>
      </div>
    </Dialog>
  );
}
