import {
  CLIENT_MESSAGE_CHANNELS,
  CLIENT_MESSAGE_LIMITS,
  clientMessageProblems,
  type TClientMessageChannel,
  type TClientMessageProblem,
  type TSendClientMessageRequest,
  ZSendClientMessageRequest,
} from '@crm/contracts';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { z } from 'zod';
import { areaTranslate } from '../../lib/i18n/use-t.ts';

const t = areaTranslate(enClientMessages);

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

/**
 * The message rules' words in the console's language: the rules are the server's
 * (`clientMessageProblems`), told by their code and field; anything else keeps the contracts' words.
 */
function problemText(p: TClientMessageProblem, body: TSendClientMessageRequest): string {
  const limits = CLIENT_MESSAGE_LIMITS[body.channel];
  if (p.code === 'clientMessageTarget') return t('clientMessages.form.target');
  if (p.code === 'clientMessageTitle') {
    if (limits.title === null) return t('clientMessages.form.smsNoTitle');
    return body.channel === 'email' ? t('clientMessages.form.writeSubject') : t('clientMessages.form.writeTitle');
  }
  if (p.path === 'title') return t('clientMessages.form.titleTooLong', { max: limits.title ?? 0 });
  return t('clientMessages.form.bodyTooLong', { max: limits.body, length: body.body.length });
}

/** The body schema's own refusal of an empty message, in the console's language. */
const issueText = (issue: z.core.$ZodIssue) =>
  issue.code === 'too_small' && issue.path[0] === 'body' ? t('clientMessages.form.writeMessage') : issue.message;

export const ZMessageForm = ZMessageFormValues.transform((v, ctx) => {
  const body = ZSendClientMessageRequest.safeParse({
    ...v,
    user_id: v.user_id || null,
    segment_id: v.segment_id || null,
    title: v.channel === 'sms' ? null : v.title,
  });
  if (!body.success) {
    for (const issue of body.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issueText(issue) });
    return z.NEVER;
  }
  for (const p of clientMessageProblems(body.data))
    ctx.addIssue({ code: 'custom', path: [p.path], message: problemText(p, body.data) });
  return body.data;
});

export const emptyMessage = (channel: TClientMessageChannel): TMessageFormValues => ({
  channel,
  user_id: '',
  segment_id: '',
  title: '',
  body: '',
});

/** The label of each channel's title field (push title, e-mail subject); an SMS has none. */
export const TITLE_LABELS = {
  push: 'clientMessages.titleLabel.push',
  sms: null,
  email: 'clientMessages.titleLabel.email',
} as const satisfies Record<TClientMessageChannel, keyof typeof enClientMessages | null>;
