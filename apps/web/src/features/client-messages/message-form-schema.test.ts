import { CLIENT_MESSAGE_CHANNELS, CLIENT_MESSAGE_OUTCOMES } from '@crm/contracts';
import { el } from '@crm/contracts/locales/el';
import { enClientMessages } from '@crm/contracts/locales/en/client-messages';
import { describe, expect, it } from 'vitest';
import { emptyMessage, ZMessageForm } from './message-form-schema.ts';

const CLIENT = '3f2b8c4e-9d1a-4e6b-8f7c-2a5d9e0b1c3f';

const messagesOf = (values: Parameters<typeof ZMessageForm.safeParse>[0]) =>
  ZMessageForm.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the compose form', () => {
  it('says the server’s rules in the console’s words, each at its field (English as the server says it)', () => {
    expect(messagesOf({ ...emptyMessage('email'), user_id: CLIENT, body: 'Hello' })).toEqual([
      ['title', 'Write a subject'],
    ]);
    expect(messagesOf({ ...emptyMessage('push'), title: 'x'.repeat(66), body: 'Hi' })).toEqual([
      ['user_id', 'Send to one client or one segment'],
      ['title', 'At most 65 characters'],
    ]);
    expect(messagesOf({ ...emptyMessage('sms'), user_id: CLIENT, body: 'x'.repeat(481) })).toEqual([
      ['body', 'At most 480 characters (481 now)'],
    ]);
    expect(messagesOf({ ...emptyMessage('sms'), user_id: CLIENT, body: ' ' })).toEqual([['body', 'Write the message']]);
  });

  it('has words for every channel and outcome, in English and Greek', () => {
    const english: Record<string, string> = enClientMessages;
    const greek: Record<string, string> = el;
    const keys = [
      ...CLIENT_MESSAGE_CHANNELS.flatMap((c) => [
        `clientMessages.heading.${c}`,
        `clientMessages.new.${c}`,
        `clientMessages.confirm.title.${c}`,
      ]),
      ...CLIENT_MESSAGE_OUTCOMES.map((o) => `clientMessages.outcome.${o}`),
    ];
    expect(keys.filter((k) => !english[k] || !greek[k])).toEqual([]);
  });
});
