import './client-messages.css';
import '../ribbons/ribbons.css';
import type { TClientMessageChannel } from '@crm/contracts/client-message-values';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { MessageHistory } from './message-history.tsx';

/**
 * The compose form (the contracts' schemas, react-hook-form, the pickers, the confirmation dialog)
 * is most of the page's weight: fetched apart, from the moment this page's code runs; its place is
 * kept meanwhile, so the sends below do not move when it arrives.
 */
const composePart = import('./message-compose.tsx');
composePart.catch(() => {}); // Reported when the form renders.
const MessageCompose = lazy(() => composePart.then((m) => ({ default: m.MessageCompose })));

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
      <Suspense fallback={<div className="message-compose message-compose-waiting" aria-busy="true" />}>
        <MessageCompose key={channel} channel={channel} onSent={(sent) => setOpen(sent._id)} />
      </Suspense>
      <MessageHistory key={`history-${channel}`} channel={channel} open={open} onOpen={setOpen} />
    </>
  );
}
