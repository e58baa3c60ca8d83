import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema-messaging.ts';
import type { MailPort } from './mail-port.ts';

/**
 * The simulated adapter: with no `SMTP_URL` every message is kept whole in `mail_outbox`, where
 * `/internals/daily-analysis` shows it (demo, development, a staging copy that must not write to clients).
 */
export function outboxMail(db: Db, clock: () => Date): MailPort {
  return {
    name: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          brandId: message.brandId,
          fromAddress: message.from,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
          createdAt: clock(),
        })
        .returning({ id: mailOutbox.id });
      return { messageId: `outbox:${row?.id ?? ''}` };
    },
    async close() {},
  };
}
