import './client-messages.css';
import '../ribbons/ribbons.css';
import type { TClientMessageChannel } from '@crm/contracts';
import { useSearchParams } from 'react-router';
import { MessageCompose } from './message-compose.tsx';
import { CHANNEL_TEXTS } from './message-form-schema.ts';
import { MessageHistory } from './message-history.tsx';

/**
 * `/client-communication/{push-notifications,sms,email}`: one page for the three channels (issue
 * #17's hidden entries): write a message to one client or a segment, send it to those who consented
 * to marketing, and read each send's log.
 */
export default function ClientMessagesPage({ channel }: { channel: TClientMessageChannel }) {
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
      <h1>{CHANNEL_TEXTS[channel].heading}</h1>
      <p className="muted">
        Only clients who consented to marketing and have not unsubscribed receive it; everyone else in the target is
        logged as skipped.
      </p>
      <MessageCompose key={channel} channel={channel} onSent={(sent) => setOpen(sent._id)} />
      <MessageHistory key={`history-${channel}`} channel={channel} open={open} onOpen={setOpen} />
    </>
  );
}
