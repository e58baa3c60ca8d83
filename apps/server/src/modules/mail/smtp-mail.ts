import { createTransport } from 'nodemailer';
import type { MailPort } from './mail-port.ts';

/**
 * Mail through an SMTP relay with nodemailer: a pooled transport, so a batch reuses a few
 * connections instead of opening one per message. `smtpUrl` carries host, port, TLS and credentials.
 */
export function smtpMail(smtpUrl: string): MailPort {
  const transport = createTransport({ url: smtpUrl, pool: true, maxConnections: 3 });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
      });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
