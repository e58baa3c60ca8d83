import type { TClientMessageChannel, TClientMessageOutcome } from '../../client-message-values.ts';

type TByValue<P extends string, V extends string> = { [K in V as `${P}${K}`]: string };

/** `/client-communication/{push-notifications,sms,email}`: compose, confirm, preview, sends and their logs. */
export const enClientMessages = {
  'clientMessages.heading.push': 'Push notifications',
  'clientMessages.heading.sms': 'SMS',
  'clientMessages.heading.email': 'E-mail',
  'clientMessages.intro':
    'Only clients who consented to marketing and have not unsubscribed receive it; everyone else in the target is logged as skipped.',

  // Writing one.
  'clientMessages.new.push': 'New push notification',
  'clientMessages.new.sms': 'New SMS',
  'clientMessages.new.email': 'New e-mail',
  'clientMessages.to': 'To',
  'clientMessages.oneClient': 'One client',
  'clientMessages.aSegment': 'A segment',
  'clientMessages.segment': 'Segment',
  'clientMessages.chooseSegment': 'Choose a segment',
  'clientMessages.titleLabel.push': 'Title ({{length}}/{{max}})',
  'clientMessages.titleLabel.email': 'Subject ({{length}}/{{max}})',
  'clientMessages.bodyLabel': 'Message ({{length}}/{{max}})',
  'clientMessages.emailHint': 'Plain text: blank lines make paragraphs. It goes out in the brand’s e-mail template.',
  'clientMessages.send': 'Send…',
  'clientMessages.preview': 'Preview',
  'clientMessages.sent': 'Sent to {{sent}} of {{recipients}} ({{skipped}} skipped, {{failed}} failed)',
  'clientMessages.unreachable': 'Not sent: the server could not be reached',
  'clientMessages.countFailed': 'Could not count the recipients: {{reason}}',
  'clientMessages.form.writeMessage': 'Write the message',
  'clientMessages.form.target': 'Send to one client or one segment',
  'clientMessages.form.smsNoTitle': 'An SMS has no title',
  'clientMessages.form.writeSubject': 'Write a subject',
  'clientMessages.form.writeTitle': 'Write a title',
  'clientMessages.form.titleTooLong': 'At most {{max}} characters',
  'clientMessages.form.bodyTooLong': 'At most {{max}} characters ({{length}} now)',

  // The last look before sending.
  'clientMessages.confirm.title.push': 'Send the push notification?',
  'clientMessages.confirm.title.sms': 'Send the SMS?',
  'clientMessages.confirm.title.email': 'Send the e-mail?',
  'clientMessages.confirm.send': 'Send',
  'clientMessages.confirm.counting': 'Counting who gets it…',
  'clientMessages.confirm.gets_one': '{{deliverable}} client gets it.',
  'clientMessages.confirm.gets_other': '{{deliverable}} clients get it.',
  'clientMessages.confirm.noConsent': '{{skipped}} skipped: no marketing consent (or unsubscribed)',
  'clientMessages.confirm.noAddress': '{{skipped}} skipped: no address for this channel',
  'clientMessages.confirm.nobody': 'Nobody here can receive it; nothing would be sent.',

  // The preview.
  'clientMessages.previewEmpty': 'The message shows here as you type.',
  'clientMessages.noSubject': '(no subject)',
  'clientMessages.noTitle': '(no title)',
  'clientMessages.dearClient': 'Dear client,',
  'clientMessages.emailFooter': 'The brand’s risk warning and the unsubscribe link follow.',

  // The sends and their logs.
  'clientMessages.history': 'Sent',
  'clientMessages.historyCaption': 'Sends, newest first',
  'clientMessages.historyEmpty': 'Nothing sent yet on this channel.',
  'clientMessages.sends': 'sends',
  'clientMessages.sendNoun': 'send',
  'clientMessages.column.sent': 'Sent',
  'clientMessages.column.to': 'To',
  'clientMessages.column.title': 'Title',
  'clientMessages.column.subject': 'Subject',
  'clientMessages.column.message': 'Message',
  'clientMessages.column.clients': 'Clients',
  'clientMessages.column.delivered': 'Delivered',
  'clientMessages.column.skipped': 'Skipped',
  'clientMessages.column.failed': 'Failed',
  'clientMessages.column.by': 'By',
  'clientMessages.recipients': 'Recipients',
  'clientMessages.recipientsOf': 'Recipients of the send of {{when}}',
  'clientMessages.recipientsCaption': 'Recipients and what happened',
  'clientMessages.recipientsEmpty': 'No recipient in your scope.',
  'clientMessages.recipientNoun': 'recipients',
  'clientMessages.recipientNounOne': 'recipient',
  'clientMessages.column.client': 'Client',
  'clientMessages.column.name': 'Name',
  'clientMessages.column.address': 'Address',
  'clientMessages.column.outcome': 'Outcome',
  'clientMessages.column.why': 'Why',
  'clientMessages.column.at': 'At',
  'clientMessages.outcome.sent': 'Sent',
  'clientMessages.outcome.skipped_no_consent': 'Skipped: no consent',
  'clientMessages.outcome.skipped_no_address': 'Skipped: no address',
  'clientMessages.outcome.failed': 'Failed',
} as const satisfies TByValue<'clientMessages.heading.', TClientMessageChannel> &
  TByValue<'clientMessages.new.', TClientMessageChannel> &
  TByValue<'clientMessages.confirm.title.', TClientMessageChannel> &
  TByValue<'clientMessages.outcome.', TClientMessageOutcome> &
  Record<string, string>;
