import type { TClientMessageChannel } from '@crm/contracts';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = { channel: TClientMessageChannel; title: string; body: string };

/**
 * How the message will look: a phone's notification or text bubble, or the e-mail's subject and
 * body. React escapes the text: what staff typed shows as typed, never as markup.
 */
export function MessagePreview({ channel, title, body }: Props) {
  const t = useT(enClientMessages);
  const empty = <span className="muted">{t('clientMessages.previewEmpty')}</span>;
  if (channel === 'email') {
    return (
      <div className="message-preview message-preview-email" data-testid="message-preview">
        <p className="message-preview-subject">
          {title || <span className="muted">{t('clientMessages.noSubject')}</span>}
        </p>
        <p className="muted">{t('clientMessages.dearClient')}</p>
        <div className="message-preview-body">{body || empty}</div>
        <p className="muted message-preview-footer">{t('clientMessages.emailFooter')}</p>
      </div>
    );
  }
  return (
    <div className={`message-preview message-preview-${channel}`} data-testid="message-preview">
      {channel === 'push' && (
        <p className="message-preview-subject">
          {title || <span className="muted">{t('clientMessages.noTitle')}</span>}
        </p>
      )}
      <div className="message-preview-body">{body || empty}</div>
    </div>
  );
}
