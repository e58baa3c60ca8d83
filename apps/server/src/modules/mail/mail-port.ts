/** One e-mail as the brokerage hands it to whatever delivers it. */
export type MailMessage = {
  brandId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

/**
 * Where mail goes: an SMTP relay (`SMTP_URL`) or, without one, the outbox table the console shows.
 * `send` resolves with the message id, or rejects with the relay's refusal.
 */
export type MailPort = {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
};
