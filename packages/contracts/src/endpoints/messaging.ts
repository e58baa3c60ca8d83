import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZDailyAnalysis,
  ZDailyAnalysisSummary,
  ZMarketingConsent,
  ZOneClickUnsubscribeBody,
  ZOneClickUnsubscribeQuery,
  ZOutboxMessage,
  ZSendDailyAnalysisRequest,
  ZSendReport,
  ZSetMarketingConsentRequest,
  ZUnsubscribeReply,
  ZUnsubscribeRequest,
  ZUpdateDailyAnalysisRequest,
} from '../messaging.ts';

const params = z.object({ id: ZId });
const analysis = access.anyOf('internal.daily_analysis_email');

/** Marketing consent on the client page, the daily analysis e-mail (`/internals/daily-analysis`) and its outbox. */
export const messagingEndpoints = {
  getMarketingConsent: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/:id/marketingConsent',
    access: access.anyOf('users.get_user'),
    tags: ['clients'],
    params,
    reply: ZMarketingConsent,
    errors: [404],
  }),
  setMarketingConsent: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/:id/marketingConsent',
    access: access.anyOf('users.update_user'),
    tags: ['clients'],
    params,
    body: ZSetMarketingConsentRequest,
    reply: ZMarketingConsent,
    errors: [400, 404],
  }),
  listDailyAnalyses: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/dailyAnalysis',
    access: analysis,
    tags: ['daily analysis'],
    reply: z.array(ZDailyAnalysisSummary),
  }),
  draftDailyAnalysis: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/dailyAnalysis',
    access: analysis,
    tags: ['daily analysis'],
    reply: ZDailyAnalysis,
  }),
  getDailyAnalysis: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/dailyAnalysis/:id',
    access: analysis,
    tags: ['daily analysis'],
    params,
    reply: ZDailyAnalysis,
    errors: [404],
  }),
  updateDailyAnalysis: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/internals/dailyAnalysis/:id',
    access: analysis,
    tags: ['daily analysis'],
    params,
    body: ZUpdateDailyAnalysisRequest,
    reply: ZDailyAnalysis,
    errors: [400, 404, 409],
  }),
  redraftDailyAnalysis: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/dailyAnalysis/:id/redraft',
    access: analysis,
    tags: ['daily analysis'],
    params,
    reply: ZDailyAnalysis,
    errors: [404, 409],
  }),
  sendDailyAnalysis: defineEndpoint({
    method: 'POST',
    path: '/dashboard/internals/dailyAnalysis/:id/send',
    access: analysis,
    tags: ['daily analysis'],
    params,
    body: ZSendDailyAnalysisRequest,
    reply: ZSendReport,
    errors: [400, 404, 409],
  }),
  listOutbox: defineEndpoint({
    method: 'GET',
    path: '/dashboard/internals/outbox',
    access: analysis,
    tags: ['daily analysis'],
    reply: z.array(ZOutboxMessage),
  }),
  /**
   * The unsubscribe link's call (the console's public `/unsubscribe` page makes it): the signed
   * token is the credential, so the staff guard has nothing to check.
   */
  unsubscribeMarketing: defineEndpoint({
    method: 'POST',
    path: '/dashboard/mail/unsubscribe',
    access: access.public,
    tags: ['mail'],
    body: ZUnsubscribeRequest,
    reply: ZUnsubscribeReply,
    errors: [400],
  }),
};

/**
 * RFC 8058 one-click unsubscribe, at the very URL of a marketing e-mail's `List-Unsubscribe` header
 * (the console's `/unsubscribe` page answers GET; mail programs POST here with no page in between).
 * Not a console endpoint (and not in `ENDPOINTS`): mail programs call it. Form-encoded body
 * `List-Unsubscribe=One-Click`; idempotent; the signed token in the query is the credential.
 */
export const oneClickUnsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/unsubscribe',
  access: access.public,
  tags: ['mail'],
  query: ZOneClickUnsubscribeQuery,
  body: ZOneClickUnsubscribeBody,
  consumes: ['application/x-www-form-urlencoded'],
  reply: ZUnsubscribeReply,
  errors: [400],
});
