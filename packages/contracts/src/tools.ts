import { z } from 'zod';
import { ANALYTICS_DEVICES } from './analytics-devices.ts';
import { paged, ZBrandQuery, ZId, ZPageQuery, ZPlainText } from './common.ts';
import { REPORT_GROUPS, ZDemographicsRangeQuery, ZReportRangeQuery } from './reports.ts';

export { ANALYTICS_DEVICES };

/**
 * The tools of `/tools` (issue #15, spec point 2): the UTM builder, analytics and the sales
 * leaderboard. Money travels as decimal strings from integer USD cents, counts as integers.
 */

/**
 * One spelling per value: the UTM report groups by the exact strings, so "Facebook" and
 * "facebook" would be two sources. Lower case, digits and `._-`, as analytics tools recommend.
 */
const UTM_VALUE = /^[a-z0-9][a-z0-9._-]*$/;

/** The UTM fields as the messages below name them (the console says them in the user's language). */
export const UTM_FIELD_NAMES = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_term: 'Term',
  utm_content: 'Content',
} as const;

/**
 * A UTM link's validation messages, in English: the server's 400 says them, and the console's form
 * shows them in the user's language (features/tools/utm-link-messages.ts matches them here).
 */
export const UTM_LINK_MESSAGES = {
  required: (field: string) => `${field} is required`,
  utmCharacters: (field: string) => `${field}: use lower-case letters, digits, dot, dash or underscore`,
  pathCharacters: 'The path starts with / and holds letters, digits and / _ . ~ -',
  pathOffSite: 'The path must stay on the landing site (it starts with //)',
  nameRequired: 'Name the link',
} as const;

const utmValue = (label: string) =>
  z
    .string()
    .trim()
    .min(1, UTM_LINK_MESSAGES.required(label))
    .max(100)
    .regex(UTM_VALUE, UTM_LINK_MESSAGES.utmCharacters(label));
const optionalUtmValue = (label: string) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((s) => s === '' || UTM_VALUE.test(s), UTM_LINK_MESSAGES.utmCharacters(label))
    .transform((s) => s || undefined)
    .optional();

/** A path on the brand's landing site; never another host, so no link made here leads off the brand's site. */
export const ZLandingPath = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9/_.~-]*$/, UTM_LINK_MESSAGES.pathCharacters)
  // `//host/...` is a link to another host: a browser reads it relative to the scheme only.
  .refine((path) => !path.startsWith('//'), UTM_LINK_MESSAGES.pathOffSite)
  .default('/');

export const ZCreateUtmLink = z.strictObject({
  name: ZPlainText.trim().min(1, UTM_LINK_MESSAGES.nameRequired).max(120),
  path: ZLandingPath,
  utm_source: utmValue(UTM_FIELD_NAMES.utm_source),
  utm_medium: utmValue(UTM_FIELD_NAMES.utm_medium),
  utm_campaign: utmValue(UTM_FIELD_NAMES.utm_campaign),
  utm_term: optionalUtmValue(UTM_FIELD_NAMES.utm_term),
  utm_content: optionalUtmValue(UTM_FIELD_NAMES.utm_content),
});
export type TCreateUtmLink = z.infer<typeof ZCreateUtmLink>;

export const ZUtmLink = z
  .object({
    _id: z.string(),
    name: z.string(),
    path: z.string(),
    utm_source: z.string(),
    utm_medium: z.string(),
    utm_campaign: z.string(),
    utm_term: z.string().nullable(),
    utm_content: z.string().nullable(),
    url: z.string(),
    created_by: z.object({ _id: z.string(), name: z.string() }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UtmLink' });
export type TUtmLink = z.infer<typeof ZUtmLink>;

export const ZUtmLinkListQuery = z.object({
  ...ZPageQuery.shape,
  ...ZBrandQuery.shape,
  /** Part of the name, source, medium or campaign. */
  search: ZPlainText.trim().max(100).optional(),
});

/** The brand's links, newest first, with the landing site they are built on (null: none set). */
export const ZUtmLinkPage = paged(ZUtmLink).extend({ landing_url: z.string().nullable() });
export type TUtmLinkPage = z.infer<typeof ZUtmLinkPage>;

export const ZUtmLinkParams = z.object({ id: ZId });

const count = z.number().int();
const ZAnalyticsFigures = z.object({
  /** Null when the caller may not see registrations (demographics.users_per_timeframe). */
  registrations: count.nullable(),
  /** Registrations by device; null without demographics.users_per_device. */
  devices: z.record(z.enum(ANALYTICS_DEVICES), count).nullable(),
  /** Console sign-ins of the brand's staff (view-as excluded); null without administration.user_logs. */
  sign_ins: count.nullable(),
  /** Staff who signed in at least once in the period. */
  staff_signed_in: count.nullable(),
});
export type TAnalyticsFigures = z.infer<typeof ZAnalyticsFigures>;

export const ZAnalyticsQuery = ZDemographicsRangeQuery;
export const ZAnalytics = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    group_by: z.enum(REPORT_GROUPS),
    rows: z.array(ZAnalyticsFigures.extend({ period: z.iso.date() })),
    totals: ZAnalyticsFigures,
  })
  .meta({ id: 'Analytics' });
export type TAnalytics = z.infer<typeof ZAnalytics>;

const usd = z.string().regex(/^-?\d+\.\d{2}$/);
export const ZLeaderboardRow = z.object({
  /** 1 for the agent with the most net deposits (by FTDs without the finance figures); ties share a rank. */
  rank: count,
  sales_agent_id: z.string().nullable(),
  /** Null for clients with no agent ("Unassigned"). */
  name: z.string().nullable(),
  /** Without reports.first_time_deposits these are null. */
  registrations: count.nullable(),
  ftd_count: count.nullable(),
  ftd_usd: usd.nullable(),
  /** Of the clients registered in the range, the share who have deposited since (the FTD report's cohort). */
  conversion_rate: z.string().nullable(),
  /** Without reports.finances these are null. */
  deposits_usd: usd.nullable(),
  net_deposits_usd: usd.nullable(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;

export const ZLeaderboardQuery = ZReportRangeQuery;
export const ZLeaderboard = z
  .object({
    currency: z.literal('USD'),
    from: z.iso.date(),
    to: z.iso.date(),
    ranked_by: z.enum(['net_deposits', 'ftd_count']),
    rows: z.array(ZLeaderboardRow),
    /** The whole team (every row, the unassigned included), added up on the server. */
    totals: ZLeaderboardRow.omit({ rank: true, sales_agent_id: true, name: true }),
  })
  .meta({ id: 'SalesLeaderboard' });
export type TLeaderboard = z.infer<typeof ZLeaderboard>;
