import type { Deps } from '../../deps.ts';
import type { MailPort } from './mail-port.ts';
import { outboxMail } from './outbox-mail.ts';
import { smtpMail } from './smtp-mail.ts';

/** SMTP when `SMTP_URL` is set, the outbox otherwise. */
export const configuredMail = (deps: Pick<Deps, 'db' | 'config' | 'clock'>): MailPort =>
  deps.config.smtpUrl ? smtpMail(deps.config.smtpUrl) : outboxMail(deps.db, deps.clock);
