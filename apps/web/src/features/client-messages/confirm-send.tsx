import type { TClientMessageChannel, TClientMessagePreview } from '@crm/contracts';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { Dialog } from '../../components/ui/dialog.tsx';
import { fillElements, keepPlaceholders } from '../../lib/i18n/fill-elements.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = {
  channel: TClientMessageChannel;
  counts: TClientMessagePreview | undefined;
  error: string | null;
  busy: boolean;
  onSend: () => void;
  onClose: () => void;
};

/** The last look before sending: who gets it, and who is skipped and why. */
export function ConfirmSend({ channel, counts, error, busy, onSend, onClose }: Props) {
  const t = useT(enClientMessages);
  return (
    <Dialog
      title={t(`clientMessages.confirm.title.${channel}`)}
      submitLabel={t('clientMessages.confirm.send')}
      onSubmit={onSend}
      onClose={onClose}
      busy={busy}
      disabled={!counts || counts.deliverable === 0}
      error={error}
    >
      {!counts ? (
        <p aria-busy="true">{t('clientMessages.confirm.counting')}</p>
      ) : (
        <div data-testid="message-confirm-counts">
          <p>
            {fillElements(
              t('clientMessages.confirm.gets', { count: counts.deliverable, ...keepPlaceholders('deliverable') }),
              { deliverable: <strong>{counts.deliverable}</strong> },
            )}
          </p>
          <ul className="message-confirm-skipped">
            <li>{t('clientMessages.confirm.noConsent', { skipped: counts.skipped_no_consent })}</li>
            {counts.skipped_no_address > 0 && (
              <li>{t('clientMessages.confirm.noAddress', { skipped: counts.skipped_no_address })}</li>
            )}
          </ul>
          {counts.deliverable === 0 && <p className="form-error">{t('clientMessages.confirm.nobody')}</p>}
        </div>
      )}
    </Dialog>
  );
}
