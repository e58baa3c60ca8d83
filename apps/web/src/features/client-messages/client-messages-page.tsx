import './client-messages.css';
import '../ribbons/ribbons.css';
import type { TClientMessageChannel } from '@crm/contracts';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { MessageCompose } from './message-compose.tsx';
import { MessageHistory } from './message-history.tsx';

/**
 * `/client-communication/{push-notifications,sms,email}`: one page for the three channels (issue
 * #17's hidden entries): write a message to one client or a segment, send it to those who consented
 * to marketing, and read each send's log.
 */
export default function ClientMessagesPage({ channel }: { channel: TClientMessageChannel }) {
  const t = useT(enClientMessages);
  const [params, setParams] = useSearchParams();
  const open = params.get('message');
  const setOpen = (id: string | null) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (id) p.set('message', id);
      else p.delete('message');
      return p;
    });
  return (
    <>
      <h1>{t(`clientMessages.heading.${channel}`)}</h1>
      <p className="muted">{t('clientMessages.intro')}</p>
      <MessageCompose key={channel} channel={channel} onSent={(sent) => setOpen(sent._id)} />
      <MessageHistory key={`history-${channel}`} channel={channel} open={open} onOpen={setOpen} />
    </>
  );
}
