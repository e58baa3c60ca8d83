import type { TClientMessageChannel } from '@crm/contracts';

type Props = { channel: TClientMessageChannel; title: string; body: string };

/**
 * How the message will look: a phone's notification or text bubble, or the e-mail's subject and
 * body. React escapes the text: what staff typed shows as typed, never as markup.
 */
export function MessagePreview({ channel, title, body }: Props) {
  const empty = <span className="muted">The message shows here as you type.</span>;
  if (channel === 'email') {
    return (
      <div className="message-preview message-preview-email" data-testid="message-preview">
        <p className="message-preview-subject">{title || <span className="muted">(no subject)</span>}</p>
        <p className="muted">Dear client,</p>
        <div className="message-preview-body">{body || empty}</div>
        <p className="muted message-preview-footer">The brand’s risk warning and the unsubscribe link follow.</p>
      </div>
    );
  }
  return (
    <div className={`message-preview message-preview-${channel}`} data-testid="message-preview">
      {channel === 'push' && (
        <p className="message-preview-subject">{title || <span className="muted">(no title)</span>}</p>
      )}
      <div className="message-preview-body">{body || empty}</div>
    </div>
  );
}
