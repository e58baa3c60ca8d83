import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Deps } from '../../deps.ts';
import { marketingBrandOf } from './brand-mail-settings.ts';
import { composeMarketingMail } from './compose-marketing-mail.ts';
import type { MailPort } from './mail-port.ts';
import { type MailingLease, renewLease } from './mailing-claims.ts';

export type Mailing = { kind: string; id: string; brandId: string; subject: string; html: string };

type Queued = { id: string; client_id: string; to_address: string; first_name: string };

const ERROR_MAX = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Sends a mailing's queued deliveries in batches of `MAIL_BATCH_SIZE`: the batch's messages go out
 * side by side (the SMTP pool keeps a few connections), then one statement writes each recipient's
 * outcome to the send log. A refused message is logged as failed with the relay's answer; the
 * others still go. Only `queued` rows are read, so a run picks up where a stopped one left off
 * (`resume-mailings.ts`). The sender renews its lease before each batch and stops (`stopped`) when
 * another instance has taken the mailing over.
 */
export async function deliverQueued(
  deps: Pick<Deps, 'config' | 'clock'> & { db: Db },
  mail: MailPort,
  mailing: Mailing,
  lease: MailingLease,
): Promise<{ sent: number; failed: number; stopped: boolean }> {
  const brand = await marketingBrandOf(deps.db, mailing.brandId);
  const links = { publicUrl: deps.config.publicUrl, secret: deps.config.jwtSecret };
  let after = FIRST_ID;
  let sent = 0;
  let failed = 0;
  for (;;) {
    if (!(await renewLease(deps.db, lease, deps.clock()))) return { sent, failed, stopped: true };
    const batch = await queryRows<Queued>(
      deps.db,
      sql`select d.id::text as id, d.client_id::text as client_id, d.to_address, c.first_name
          from mail_deliveries d join clients c on c.id = d.client_id
          where d.mailing_kind = ${mailing.kind} and d.mailing_id = ${mailing.id}::uuid
            and d.status = 'queued' and d.id > ${after}::uuid
          order by d.id limit ${deps.config.mailBatchSize}`,
    );
    const last = batch.at(-1);
    if (!last) break;
    const outcomes = await Promise.allSettled(
      batch.map((row) =>
        mail.send(
          composeMarketingMail(
            brand,
            { clientId: row.client_id, email: row.to_address, firstName: row.first_name },
            mailing.subject,
            mailing.html,
            links,
          ),
        ),
      ),
    );
    const at = deps.clock().toISOString();
    const values = batch.map((row, i) => {
      const outcome = outcomes[i];
      if (outcome?.status === 'fulfilled') {
        sent += 1;
        return sql`(${row.id}::uuid, 'sent', ${outcome.value.messageId}, null::text)`;
      }
      failed += 1;
      const reason = outcome?.reason instanceof Error ? outcome.reason.message : String(outcome?.reason);
      return sql`(${row.id}::uuid, 'failed', null::text, ${reason.slice(0, ERROR_MAX)})`;
    });
    await deps.db.execute(sql`
      update mail_deliveries d set status = v.status, message_id = v.message_id, error = v.error,
        transport = ${mail.name}, sent_at = ${at}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as v(id, status, message_id, error)
      where d.id = v.id`);
    after = last.id;
  }
  return { sent, failed, stopped: false };
}
