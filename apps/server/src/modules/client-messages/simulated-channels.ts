import type { Db } from '../../db/client.ts';
import { simulatedChannelOutbox } from '../../db/schema-client-messages.ts';
import type { PushPort, SmsPort } from './channel-ports.ts';

/** What an SMS gateway takes: an international number (`+`, then 8 to 15 digits; spaces allowed). */
const INTERNATIONAL_NUMBER = /^\+\d{8,15}$/;

/**
 * The simulated SMS gateway: keeps each message whole in `simulated_channel_outbox` (nothing
 * leaves the building) and, like a real gateway, refuses a number not in international format.
 */
export function simulatedSms(db: Db, clock: () => Date): SmsPort {
  return {
    name: 'simulated-sms',
    async send(message) {
      const number = message.to.replace(/[\s()-]/g, '');
      if (!INTERNATIONAL_NUMBER.test(number)) {
        throw new Error(`The gateway refused the number ${message.to}: not in international format`);
      }
      const [row] = await db
        .insert(simulatedChannelOutbox)
        .values({ brandId: message.brandId, channel: 'sms', toAddress: number, body: message.text, createdAt: clock() })
        .returning({ id: simulatedChannelOutbox.id });
      return { ref: `sms:${row?.id ?? ''}` };
    },
  };
}

/** The simulated push provider: keeps each notification whole in `simulated_channel_outbox`. */
export function simulatedPush(db: Db, clock: () => Date): PushPort {
  return {
    name: 'simulated-push',
    async send(message) {
      const [row] = await db
        .insert(simulatedChannelOutbox)
        .values({
          brandId: message.brandId,
          channel: 'push',
          toAddress: message.clientId,
          title: message.title,
          body: message.body,
          createdAt: clock(),
        })
        .returning({ id: simulatedChannelOutbox.id });
      return { ref: `push:${row?.id ?? ''}` };
    },
  };
}
