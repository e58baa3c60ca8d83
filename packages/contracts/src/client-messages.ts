import { z } from 'zod';
import { CLIENT_MESSAGE_CHANNELS, CLIENT_MESSAGE_LIMITS, CLIENT_MESSAGE_OUTCOMES } from './client-message-values.ts';
import { pageOf, ZId, ZPageQuery, ZPlainText } from './common.ts';

/**
 * Short messages staff send to clients (issue #17, the hidden entries under `/client-communication/`):
 * a push notification (title and body), an SMS (text only) or a plain-text e-mail (subject and body,
 * escaped into the brand's mail template), to one client or to a segment, only to clients who
 * consented to marketing and have not unsubscribed.
 */
export * from './client-message-values.ts';

/** Exactly one of the two: one client (`user_id`) or one segment (`segment_id`) of the brand. */
export const ZClientMessageTarget = z.object({
  channel: z.enum(CLIENT_MESSAGE_CHANNELS),
  user_id: ZId.nullable(),
  segment_id: ZId.nullable(),
});
export type TClientMessageTarget = z.infer<typeof ZClientMessageTarget>;

export const ZSendClientMessageRequest = ZClientMessageTarget.extend({
  /** Push title or e-mail subject; null for an SMS. */
  title: ZPlainText.trim().max(1000).nullable(),
  body: z.string().trim().min(1, 'Write the message').max(20_000),
});
export type TSendClientMessageRequest = z.infer<typeof ZSendClientMessageRequest>;

export type TClientMessageProblem = {
  code: 'clientMessageTarget' | 'clientMessageTooLong' | 'clientMessageTitle';
  path: string;
  message: string;
};

/**
 * Every problem of a message at once (the server refuses with the first one's code and lists them
 * all; the console shows them at their fields while staff type).
 */
export function clientMessageProblems(r: TSendClientMessageRequest): TClientMessageProblem[] {
  const problems: TClientMessageProblem[] = [];
  const limits = CLIENT_MESSAGE_LIMITS[r.channel];
  if ((r.user_id === null) === (r.segment_id === null)) {
    problems.push({ code: 'clientMessageTarget', path: 'user_id', message: 'Send to one client or one segment' });
  }
  const title = r.title?.trim() ?? '';
  if (limits.title === null && title !== '') {
    problems.push({ code: 'clientMessageTitle', path: 'title', message: 'An SMS has no title' });
  }
  if (limits.title !== null && title === '') {
    problems.push({
      code: 'clientMessageTitle',
      path: 'title',
      message: r.channel === 'email' ? 'Write a subject' : 'Write a title',
    });
  }
  if (limits.title !== null && title.length > limits.title) {
    problems.push({ code: 'clientMessageTooLong', path: 'title', message: `At most ${limits.title} characters` });
  }
  if (r.body.length > limits.body) {
    problems.push({
      code: 'clientMessageTooLong',
      path: 'body',
      message: `At most ${limits.body} characters (${r.body.length} now)`,
    });
  }
  return problems;
}

/** Who a target reaches now: every client in it (in the caller's scope) and how many are skipped and why. */
export const ZClientMessagePreview = z.object({
  recipients: z.number().int(),
  deliverable: z.number().int(),
  skipped_no_consent: z.number().int(),
  skipped_no_address: z.number().int(),
});
export type TClientMessagePreview = z.infer<typeof ZClientMessagePreview>;

const ZStaffRef = z.object({ _id: z.string(), name: z.string() }).nullable();

/** One send, as its history lists it. */
export const ZClientMessage = z.object({
  _id: z.string(),
  channel: z.enum(CLIENT_MESSAGE_CHANNELS),
  user_id: z.string().nullable(),
  segment_id: z.string().nullable(),
  /** The client's name and readable id, or the segment's name. */
  target_label: z.string(),
  title: z.string().nullable(),
  body: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  sent_by: ZStaffRef,
  created_at: z.iso.datetime({ offset: true }),
});
export type TClientMessage = z.infer<typeof ZClientMessage>;

export const ZClientMessageListQuery = ZPageQuery.extend({ channel: z.enum(CLIENT_MESSAGE_CHANNELS) });
export const ZClientMessagePage = pageOf(ZClientMessage);
export type TClientMessagePage = z.infer<typeof ZClientMessagePage>;

export const ZClientMessageParams = z.object({ id: ZId });

/** One recipient's log row. */
export const ZClientMessageDelivery = z.object({
  _id: z.string(),
  client_id: z.string(),
  readable_id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  outcome: z.enum(CLIENT_MESSAGE_OUTCOMES),
  error: z.string().nullable(),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TClientMessageDelivery = z.infer<typeof ZClientMessageDelivery>;
export const ZClientMessageDeliveryPage = pageOf(ZClientMessageDelivery);
export type TClientMessageDeliveryPage = z.infer<typeof ZClientMessageDeliveryPage>;
