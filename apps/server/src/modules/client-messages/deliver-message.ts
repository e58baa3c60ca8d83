import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { clientMessages } from '../../db/schema-client-messages.ts';
import type { Deps } from '../../deps.ts';
import { marketingBrandOf } from '../mail/brand-mail-settings.ts';
import { composeMarketingMail } from '../mail/compose-marketing-mail.ts';
import { configuredMail } from '../mail/configured-mail.ts';
import { type MailingLease, renewLease } from '../mail/mailing-claims.ts';
import type { PushPort, SmsPort } from './channel-ports.ts';
import { plainTextToHtml } from './plain-text-mail.ts';
import { simulatedPush, simulatedSms } from './simulated-channels.ts';

type Message = { brand_id: string; channel: 'push' | 'sms' | 'email'; title: string | null; body: string };
type Queued = { id: string; client_id: string; address: string; first_name: string };

const BATCH = 100;

/** The mailing kind of a client message's lease (`mailing_claims`). */
export const CLIENT_MESSAGE_KIND = 'client_message';
const ERROR_MAX = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** The one call each channel makes per recipient; resolves with the transport's reference. */
type SendOne = (row: Queued) => Promise<string>;

async function senderFor(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  message: Message,
  ports: { push: PushPort; sms: SmsPort },
): Promise<{ send: SendOne; close: () => Promise<void> }> {
  if (message.channel === 'sms') {
    return {
      send: async (row) =>
        (await ports.sms.send({ brandId: message.brand_id, to: row.address, text: message.body })).ref,
      close: async () => {},
    };
  }
  if (message.channel === 'push') {
    const title = message.title ?? '';
    return {
      send: async (row) =>
        (await ports.push.send({ brandId: message.brand_id, clientId: row.client_id, title, body: message.body })).ref,
      close: async () => {},
    };
  }
  // E-mail goes through the mail port (SMTP or the outbox), in the brand's template with its footer.
  const mail = configuredMail(deps);
  const brand = await marketingBrandOf(deps.db, message.brand_id);
  const links = { publicUrl: deps.config.publicUrl, secret: deps.config.jwtSecret };
  const html = plainTextToHtml(message.body);
  return {
    send: async (row) =>
      (
        await mail.send(
          composeMarketingMail(
            brand,
            { clientId: row.client_id, email: row.address, firstName: row.first_name },
            message.title ?? '',
            html,
            links,
          ),
        )
      ).messageId,
    close: () => mail.close(),
  };
}

/**
 * Sends a message's queued log rows in batches through its channel's port and writes each row's
 * outcome (sent with the transport's reference, or failed with the refusal; the others still go),
 * then the message's counts. Only queued rows are read, so a second run finishes a stopped one
 * (`resume-mailings.ts`); the lease is renewed before each batch, and a sender whose mailing was
 * taken over stops.
 */
export async function deliverMessage(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  messageId: string,
  lease: MailingLease,
  ports: { push: PushPort; sms: SmsPort } = {
    push: simulatedPush(deps.db, deps.clock),
    sms: simulatedSms(deps.db, deps.clock),
  },
): Promise<void> {
  const [message] = await queryRows<Message>(
    deps.db,
    sql`select brand_id, channel, title, body from client_messages where id = ${messageId}::uuid`,
  );
  if (!message) return;
  const sender = await senderFor(deps, message, ports);
  try {
    let after = FIRST_ID;
    for (;;) {
      if (!(await renewLease(deps.db, lease, deps.clock()))) return;
      const batch = await queryRows<Queued>(
        deps.db,
        sql`select d.id::text as id, d.client_id::text as client_id, d.address, c.first_name
            from client_message_deliveries d join clients c on c.id = d.client_id
            where d.message_id = ${messageId}::uuid and d.outcome = 'queued' and d.id > ${after}::uuid
            order by d.id limit ${BATCH}`,
      );
      const last = batch.at(-1);
      if (!last) break;
      const outcomes = await Promise.allSettled(batch.map((row) => sender.send(row)));
      const at = deps.clock().toISOString();
      const values = batch.map((row, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === 'fulfilled') return sql`(${row.id}::uuid, 'sent', ${outcome.value}, null::text)`;
        const reason = outcome?.reason instanceof Error ? outcome.reason.message : String(outcome?.reason);
        return sql`(${row.id}::uuid, 'failed', null::text, ${reason.slice(0, ERROR_MAX)})`;
      });
      await deps.db.execute(sql`
        update client_message_deliveries d set outcome = v.outcome, transport_ref = v.ref, error = v.error,
          sent_at = ${at}::timestamptz
        from (values ${sql.join(values, sql`, `)}) as v(id, outcome, ref, error)
        where d.id = v.id`);
      after = last.id;
    }
  } finally {
    await sender.close();
  }
  await deps.db
    .update(clientMessages)
    .set({
      sent: sql`(select count(*)::int from client_message_deliveries where message_id = ${messageId}::uuid and outcome = 'sent')`,
      failed: sql`(select count(*)::int from client_message_deliveries where message_id = ${messageId}::uuid and outcome = 'failed')`,
    })
    .where(eq(clientMessages.id, messageId));
}
