import type { TClientMessage, TClientMessageChannel } from '@crm/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { clientMessages } from '../../db/schema-client-messages.ts';
import { notFound } from '../../http/app-error.ts';

/** The columns a send's reply is made of. */
export const selectClientMessages = (db: Executor) =>
  db
    .select({
      message: clientMessages,
      sender: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
    })
    .from(clientMessages)
    .leftJoin(staff, eq(staff.id, clientMessages.sentBy));

type Loaded = Awaited<ReturnType<ReturnType<typeof selectClientMessages>['where']>>[number];

export function toClientMessageReply({ message: m, sender }: Loaded): TClientMessage {
  return {
    _id: m.id,
    channel: m.channel as TClientMessageChannel,
    user_id: m.clientId,
    segment_id: m.segmentId,
    target_label: m.targetLabel,
    title: m.title,
    body: m.body,
    recipients: m.recipients,
    sent: m.sent,
    skipped: m.skipped,
    failed: m.failed,
    sent_by: sender ? { _id: sender.id, name: `${sender.firstName} ${sender.lastName}` } : null,
    created_at: m.createdAt.toISOString(),
  };
}

/** One send of the brand (else 404). */
export async function loadClientMessage(db: Executor, brandId: string, id: string): Promise<TClientMessage> {
  const [row] = await selectClientMessages(db).where(
    and(eq(clientMessages.id, id), eq(clientMessages.brandId, brandId)),
  );
  if (!row) throw notFound('Message');
  return toClientMessageReply(row);
}
