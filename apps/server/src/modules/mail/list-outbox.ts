import type { TOutboxMessage } from '@crm/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema-messaging.ts';

const SHOWN = 100;

/** The brand's latest outbox messages (what would have been sent with `SMTP_URL` set), newest first. */
export async function listOutbox(db: Executor, brand: string): Promise<TOutboxMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.brandId, brand))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    _id: r.id,
    from_address: r.fromAddress,
    to_address: r.toAddress,
    subject: r.subject,
    html: r.html,
    headers: r.headers as Record<string, string>,
    created_at: r.createdAt.toISOString(),
  }));
}
