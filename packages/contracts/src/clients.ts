import { z } from 'zod';
import { paged, ZPageQuery, ZPlainText } from './common.ts';
import { ZCountryCode } from './countries.ts';
import { ZExportFormat } from './exports.ts';
import { KYC_STATUSES } from './kyc-statuses.ts';
import { ZSalesAgentList } from './transactions.ts';

export { KYC_STATUSES };

export const ZKycStatus = z.enum(KYC_STATUSES);

/**
 * The clients lists of the console (spec point 2): all clients; `pending`: documents wait for
 * review (pending or pending changes); `verified`: KYC approved; `kyc`: KYC still to do (not
 * started or rejected).
 */
export const CLIENT_VIEWS = ['all', 'pending', 'verified', 'kyc'] as const;

/** Money travels as decimal strings ("1250.00"), never as binary floating point. */
const ZMoney = z.string().regex(/^-?\d+\.\d{2}$/);

export const ZClient = z
  .object({
    _id: z.string(),
    readableId: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country: z.string(),
    kyc_status: ZKycStatus,
    device_type: z.string().nullable(),
    suspended: z.boolean(),
    ctrader_id: z.string().nullable(),
    mt5_id: z.string().nullable(),
    account: z.string().nullable(),
    utms: z.record(z.string(), z.unknown()),
    sales_agent_id: z.string().nullable(),
    live_accounts: z.number().int(),
    demo_accounts: z.number().int(),
    first_deposit_at: z.iso.datetime().nullable(),
    ftd_amount_usd: ZMoney.nullable(),
    total_deposits_usd: ZMoney,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Client' });
export type TClient = z.infer<typeof ZClient>;

export const CLIENT_FIELDS = Object.keys(ZClient.shape) as (keyof TClient)[];
export const CLIENT_SORTS = [
  'createdAt',
  'readableId',
  'last_name',
  'email',
  'country',
  'total_deposits_usd',
  'ftd_amount_usd',
] as const;

const ZClientSort = z
  .string()
  .regex(
    new RegExp(`^-?(${CLIENT_SORTS.join('|')})$`),
    `Sort by one of ${CLIENT_SORTS.join(', ')} (prefix - for descending)`,
  );

export const UTM_KEYS = ['source', 'medium', 'campaign'] as const;
const ZUtmValue = ZPlainText.min(1).max(200);

/**
 * What a report figure's clients have in common, beside spec point 9's filters (which stay the
 * spec's catalogue, client-filters.ts): the UTM tags of their registration, exactly, and their sales
 * agent (`none`: no agent). A tag the client came without is asked for with `no_utm`
 * (`no_utm=medium,campaign`), since any text may be a real tag: the reports' null UTM group is the
 * clients with no tag or an empty one.
 */
export const ZClientDrillFilters = z.object({
  utm_source: ZUtmValue.optional(),
  utm_medium: ZUtmValue.optional(),
  utm_campaign: ZUtmValue.optional(),
  no_utm: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(UTM_KEYS)).min(1))
    .optional(),
  sales_agent: ZSalesAgentList.optional(),
});
export type TClientDrillFilters = z.infer<typeof ZClientDrillFilters>;

export const ZClientListQuery = z.object({
  ...ZClientDrillFilters.shape,
  ...ZPageQuery.shape,
  sort: ZClientSort.default('-createdAt'),
  search: ZPlainText.trim().max(100).optional(),
  filters: ZPlainText.max(4000).optional(),
  fields: z
    .string()
    .optional()
    .refine(
      (f) => !f || f.split(',').every((x) => (CLIENT_FIELDS as string[]).includes(x.trim())),
      'Unknown field in fields',
    ),
  view: z.enum(CLIENT_VIEWS).default('all'),
  /**
   * Where the page starts: `nextCursor` or `prevCursor` of the page before. With it the page is an
   * index walk from that row (fast at any depth); without it `page` skips rows from the start.
   */
  cursor: z.string().max(1000).optional(),
  /** Every matching row as a file instead of a page, in the page's sort (needs utils.export). */
  export: ZExportFormat.optional(),
  brand: z.string().optional(),
});
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

/** A page of clients; with `fields`, each row carries only those columns (and `_id`). */
export const ZClientPage = paged(ZClient.partial().extend({ _id: z.string() })).extend({
  /** `totalDocs` is exact up to 10,000; beyond that the database's estimate, flagged by this. */
  totalIsEstimate: z.boolean(),
  /** Cursor of the next page (null on the last page) and of the previous one (null on page 1). */
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type TClientPage = z.infer<typeof ZClientPage>;

export const ZClientSearchQuery = z.object({
  field: z.enum(['readableId', 'account', 'name', 'email', 'phone', 'id']),
  searchText: ZPlainText.trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(5),
  brand: z.string().optional(),
});

/** `PUT /dashboard/users/{id}`: the profile fields; e-mail, phone, agent, UTMs and suspension have their own calls. */
export const ZUpdateClientRequest = z
  .strictObject({
    first_name: ZPlainText.trim().min(1).max(100),
    last_name: ZPlainText.trim().min(1).max(100),
    country: ZCountryCode,
    device_type: z.enum(['win', 'android', 'ios', 'multi']).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');

/** Any common way of writing a number; the server checks it for the client's country and stores E.164. */
export const ZChangePhoneRequest = z.strictObject({ phone: ZPlainText.trim().min(3).max(32) });
export const ZChangeEmailRequest = z.strictObject({
  email: z
    .email()
    .max(254)
    .transform((s) => s.toLowerCase()),
});
export const ZEmailAvailability = z.object({ email: z.string(), available: z.boolean() });
export const ZChangeSalesAgentRequest = z.strictObject({ sales_agent_id: z.uuid().nullable() });
export const ZSuspendRequest = z.strictObject({ suspend: z.boolean() });
export const ZUtmsRequest = z.strictObject({
  utm_source: ZPlainText.max(200).optional(),
  utm_medium: ZPlainText.max(200).optional(),
  utm_campaign: ZPlainText.max(200).optional(),
  utm_term: ZPlainText.max(200).optional(),
  utm_content: ZPlainText.max(200).optional(),
});

/** `POST /dashboard/users/exports`: the same export with the list's state in the body. */
export const ZClientExportRequest = z.strictObject({
  ...ZClientDrillFilters.shape,
  fields: z.array(z.enum(Object.keys(ZClient.shape) as [keyof TClient, ...(keyof TClient)[]])).default([]),
  filters: ZPlainText.max(4000).optional(),
  search: ZPlainText.trim().max(100).optional(),
  view: z.enum(CLIENT_VIEWS).default('all'),
  /** The list's sort, which the file keeps (the list's default when absent). */
  sort: ZClientSort.optional(),
  format: ZExportFormat.default('csv'),
});

/** A note or financial note on a client; financial notes are never pinned. */
export const ZClientNote = z
  .object({
    _id: z.string(),
    note: z.string(),
    isPinned: z.boolean(),
    author: z.object({ _id: z.string(), name: z.string() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ClientNote' });
export type TClientNote = z.infer<typeof ZClientNote>;
const ZNoteText = z.string().trim().min(1, 'A note cannot be empty').max(5000);
export const ZCreateNoteRequest = z.strictObject({ note: ZNoteText });
export const ZUpdateNoteRequest = z.strictObject({ note: ZNoteText, isPinned: z.boolean().optional() });
export const ZUpdateFinancialNoteRequest = z.strictObject({ note: ZNoteText });
