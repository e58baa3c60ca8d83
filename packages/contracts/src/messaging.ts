import { z } from 'zod';
import { ZId, ZPlainText } from './common.ts';

/** How a client's marketing consent was given or withdrawn (what staff pick; `unsubscribe_link` is the client's own). */
export const CONSENT_SOURCES = ['registration', 'phone', 'email', 'web_form', 'in_person', 'unsubscribe_link'] as const;
export const ZConsentSource = z.enum(CONSENT_SOURCES);
export type TConsentSource = z.infer<typeof ZConsentSource>;

/** A client's marketing consent as the client page shows it; `changed_at` null: never recorded (no consent). */
export const ZMarketingConsent = z
  .object({
    client_id: ZId,
    consented: z.boolean(),
    source: ZConsentSource.nullable(),
    changed_at: z.iso.datetime().nullable(),
    unsubscribed_at: z.iso.datetime().nullable(),
    /** Consented and not unsubscribed: marketing e-mail may go to this client. */
    may_receive_marketing: z.boolean(),
  })
  .meta({ id: 'MarketingConsent' });
export type TMarketingConsent = z.infer<typeof ZMarketingConsent>;

/** `PUT /dashboard/users/:id/marketingConsent`: staff record a consent given or withdrawn, and how. */
export const ZSetMarketingConsentRequest = z
  .object({
    consented: z.boolean(),
    source: ZConsentSource.exclude(['unsubscribe_link']),
  })
  .strict();
export type TSetMarketingConsentRequest = z.infer<typeof ZSetMarketingConsentRequest>;

/** The public unsubscribe call behind the link in every marketing e-mail. */
export const ZUnsubscribeRequest = z.object({ token: z.string().min(10).max(400) }).strict();
export const ZUnsubscribeReply = z.object({ ok: z.literal(true), brand_name: z.string() });
/**
 * RFC 8058 one-click unsubscribe: the mail program POSTs `List-Unsubscribe=One-Click` (form-encoded)
 * to the `List-Unsubscribe` URL itself, whose query carries the signed token.
 */
export const ZOneClickUnsubscribeQuery = z.object({ token: z.string().min(10).max(400) });
export const ZOneClickUnsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') }).loose();

export const DAILY_ANALYSIS_STATUSES = ['draft', 'sending', 'sent'] as const;
export const MAIL_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Limits of what staff may write into an e-mail. */
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_HTML_MAX = 200_000;

export const ZDailyAnalysisSummary = z
  .object({
    _id: ZId,
    day: z.iso.date(),
    market_day: z.iso.date(),
    status: z.enum(DAILY_ANALYSIS_STATUSES),
    subject: z.string(),
    created_at: z.iso.datetime(),
    edited_at: z.iso.datetime().nullable(),
    sent_at: z.iso.datetime().nullable(),
    sent: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'DailyAnalysisSummary' });
export type TDailyAnalysisSummary = z.infer<typeof ZDailyAnalysisSummary>;

export const ZMailDelivery = z.object({
  _id: ZId,
  client_id: ZId,
  client_name: z.string(),
  to_address: z.string(),
  status: z.enum(MAIL_DELIVERY_STATUSES),
  transport: z.string().nullable(),
  error: z.string().nullable(),
  sent_at: z.iso.datetime().nullable(),
});
export type TMailDelivery = z.infer<typeof ZMailDelivery>;

export const ZDailyAnalysis = ZDailyAnalysisSummary.extend({
  html: z.string().describe('The sanitised body; the risk warning and the unsubscribe link are added at sending.'),
  risk_warning: z.string(),
  /** Who would get it now: verified clients of the brand who consented and have not unsubscribed. */
  eligible_recipients: z.number().int(),
  /** The brand's client segments, each with how many of its members would get it now. */
  segments: z.array(z.object({ _id: ZId, name: z.string(), eligible_recipients: z.number().int() })),
  deliveries: z.array(ZMailDelivery),
}).meta({ id: 'DailyAnalysis' });
export type TDailyAnalysis = z.infer<typeof ZDailyAnalysis>;

export const ZUpdateDailyAnalysisRequest = z
  .object({
    subject: ZPlainText.trim().min(1, 'Give a subject').max(MAIL_SUBJECT_MAX),
    html: z.string().min(1, 'The e-mail is empty').max(MAIL_HTML_MAX),
  })
  .strict();
export type TUpdateDailyAnalysisRequest = z.infer<typeof ZUpdateDailyAnalysisRequest>;

/**
 * Who gets the e-mail: every verified client of the brand who consented and has not unsubscribed,
 * or only those of them in a client segment.
 */
export const MAIL_AUDIENCES = ['consented_verified', 'segment'] as const;
export const ZSendDailyAnalysisRequest = z
  .object({ audience: z.enum(MAIL_AUDIENCES), segment_id: ZId.optional() })
  .strict()
  .refine((b) => b.audience !== 'segment' || b.segment_id !== undefined, {
    path: ['segment_id'],
    message: 'Choose a segment',
  });
export type TSendDailyAnalysisRequest = z.infer<typeof ZSendDailyAnalysisRequest>;
export const ZSendReport = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  transport: z.enum(['smtp', 'outbox']),
});

export const ZOutboxMessage = z
  .object({
    _id: ZId,
    from_address: z.string(),
    to_address: z.string(),
    subject: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
