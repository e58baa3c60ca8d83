/**
 * Client messages' plain values (client-messages.ts holds the schemas), so the console's sends list
 * can import them without the schema library.
 */
export const CLIENT_MESSAGE_CHANNELS = ['push', 'sms', 'email'] as const;
export type TClientMessageChannel = (typeof CLIENT_MESSAGE_CHANNELS)[number];

/** Per channel: whether it has a title (push title, e-mail subject) and the lengths allowed. */
export const CLIENT_MESSAGE_LIMITS: Record<TClientMessageChannel, { title: number | null; body: number }> = {
  push: { title: 65, body: 240 },
  sms: { title: null, body: 480 },
  email: { title: 150, body: 10_000 },
};

/** What each recipient's log row says. */
export const CLIENT_MESSAGE_OUTCOMES = ['sent', 'skipped_no_consent', 'skipped_no_address', 'failed'] as const;
export type TClientMessageOutcome = (typeof CLIENT_MESSAGE_OUTCOMES)[number];
