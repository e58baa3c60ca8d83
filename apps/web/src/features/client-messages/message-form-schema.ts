import {
  CLIENT_MESSAGE_CHANNELS,
  clientMessageProblems,
  type TClientMessageChannel,
  ZSendClientMessageRequest,
} from '@crm/contracts';
import { z } from 'zod';

/**
 * The compose form's values: the body of `POST /dashboard/clientMessages` with empty strings for
 * "none"; parsed by the endpoint's own schema, then checked by the rules the server applies
 * (`clientMessageProblems`), each shown at its field while staff type.
 */
const ZMessageFormValues = z.object({
  channel: z.enum(CLIENT_MESSAGE_CHANNELS),
  user_id: z.string(),
  segment_id: z.string(),
  title: z.string(),
  body: z.string(),
});
export type TMessageFormValues = z.input<typeof ZMessageFormValues>;

export const ZMessageForm = ZMessageFormValues.transform((v, ctx) => {
  const body = ZSendClientMessageRequest.safeParse({
    ...v,
    user_id: v.user_id || null,
    segment_id: v.segment_id || null,
    title: v.channel === 'sms' ? null : v.title,
  });
  if (!body.success) {
    for (const issue of body.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  for (const p of clientMessageProblems(body.data))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  return body.data;
});

export const emptyMessage = (channel: TClientMessageChannel): TMessageFormValues => ({
  channel,
  user_id: '',
  segment_id: '',
  title: '',
  body: '',
});

/** What each channel's page is called and says. */
export const CHANNEL_TEXTS: Record<TClientMessageChannel, { heading: string; noun: string; title: string | null }> = {
  push: { heading: 'Push notifications', noun: 'push notification', title: 'Title' },
  sms: { heading: 'SMS', noun: 'SMS', title: null },
  email: { heading: 'E-mail', noun: 'e-mail', title: 'Subject' },
};

export const clientMessageKeys = {
  all: ['client-messages'] as const,
  list: (q: object) => ['client-messages', 'list', q] as const,
  deliveries: (id: string, page: number) => ['client-messages', 'deliveries', id, page] as const,
};
