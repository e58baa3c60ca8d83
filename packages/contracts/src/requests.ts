import { z } from 'zod';
import { ZTradingAccount, ZTransaction } from './accounts.ts';
import { ZId, ZPageQuery, ZPlainText } from './common.ts';
import { ZExportFormat } from './exports.ts';
import { LEVERAGES } from './leverages.ts';

/** Spec point 9: the five request types clients (or staff for them) raise. */
export const CLIENT_REQUEST_TYPES = [
  'deleteAccount',
  'withdrawFromAccount',
  'depositCryptoToAccount',
  'transferFundsBetweenAccounts',
  'changeAccountLeverage',
] as const;

/**
 * Ours (issue #16, approval policies): a staff member's balance or credit operation or refund over
 * the brand's threshold waits here for a second, different staff member. Only the operation's own
 * endpoint raises them (never `POST /dashboard/users/requests`).
 */
export const APPROVAL_REQUEST_TYPES = ['balanceOperation', 'creditOperation', 'refundTransaction'] as const;

export const REQUEST_TYPES = [...CLIENT_REQUEST_TYPES, ...APPROVAL_REQUEST_TYPES] as const;
export type TRequestType = (typeof REQUEST_TYPES)[number];

/** Spec point 4: request statuses. */
export const REQUEST_STATUSES = ['pending', 'processed', 'reject'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** The actions of `POST /dashboard/users/requests/{id}/{action}`. */
export const REQUEST_ACTIONS = ['process', 'reject', 'delay'] as const;
export type TRequestAction = (typeof REQUEST_ACTIONS)[number];

/** Spec point 9: payment methods, used as the withdrawal method. */
export const PAYMENT_METHODS = ['skrill', 'bank_wire', 'neteller', 'credit_card'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export { LEVERAGES } from './leverages.ts';

const ZAmount = z.union([z.string().max(40), z.number()]);

/**
 * Raising a request for a client (staff on the client's behalf; the client app uses the same
 * shapes). Each type carries its own payload.
 */
export const ZCreateRequest = z.discriminatedUnion('request_type', [
  z.strictObject({
    request_type: z.literal('deleteAccount'),
    account: ZId,
    reason: ZPlainText.trim().max(500).optional(),
  }),
  z.strictObject({
    request_type: z.literal('withdrawFromAccount'),
    account: ZId,
    amount: ZAmount,
    method: z.enum(PAYMENT_METHODS),
  }),
  z.strictObject({
    request_type: z.literal('depositCryptoToAccount'),
    account: ZId,
    amount: ZAmount,
    crypto_currency: z.enum(['BTC', 'ETH', 'USDT']),
    tx_hash: z
      .string()
      .trim()
      .regex(/^[\w-]{8,128}$/, 'A transaction hash of letters and digits'),
  }),
  z.strictObject({
    request_type: z.literal('transferFundsBetweenAccounts'),
    account: ZId,
    account_to: ZId,
    amount: ZAmount,
  }),
  z.strictObject({
    request_type: z.literal('changeAccountLeverage'),
    account: ZId,
    leverage: z.union(LEVERAGES.map((l) => z.literal(l)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]),
  }),
]);
export type TCreateRequest = z.infer<typeof ZCreateRequest>;

/** The body of an action: a reason for reject and delay; method and fee when processing a withdrawal. */
export const ZRequestActionBody = z.strictObject({
  reject_reason: ZPlainText.trim().min(1).max(500).optional(),
  delayed_reason: ZPlainText.trim().min(1).max(500).optional(),
  methods: z.enum(PAYMENT_METHODS).optional(),
  /** Fee in the account's currency, kept by the brand (house fees book). */
  fee: ZAmount.optional(),
});
export type TRequestActionBody = z.infer<typeof ZRequestActionBody>;

const ZAccountRef = ZTradingAccount.pick({
  _id: true,
  platform: true,
  login_id: true,
  currency: true,
  environment_type: true,
});

export const ZClientRequest = z
  .object({
    _id: z.string(),
    request_type: z.enum(REQUEST_TYPES),
    status: z.enum(REQUEST_STATUSES),
    user: z.object({
      _id: z.string(),
      readableId: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      ctrader_id: z.string().nullable(),
    }),
    account: ZAccountRef,
    account_to: ZAccountRef.nullable(),
    amount: z.string().nullable(),
    currency: z.string().nullable(),
    leverage: z.number().int().nullable(),
    /** What the client asked for: the withdrawal method, the crypto coin and hash, the reason to close. */
    method: z.string().nullable(),
    details: z.record(z.string(), z.string()),
    /** What staff chose when processing. */
    methods: z.string().nullable(),
    fee: z.string().nullable(),
    reject_reason: z.string().nullable(),
    delayed_reason: z.string().nullable(),
    delayedAt: z.iso.datetime().nullable(),
    /** A withdrawal over the four-eyes threshold: who gave the first approval. */
    firstApprovedBy: z.string().nullable(),
    needsSecondApproval: z.boolean(),
    createdBy: z.string().nullable(),
    processedBy: z.string().nullable(),
    transaction: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ClientRequest' });
export type TClientRequest = z.infer<typeof ZClientRequest>;

export const REQUEST_SORTS = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'amount', '-amount'] as const;

/** The fields the requests list filters on (`filters=request_type[eq]:…`); the server maps each to SQL. */
export const REQUEST_FILTER_FIELDS = ['request_type', 'status', 'createdAt'] as const;
export type TRequestFilterField = (typeof REQUEST_FILTER_FIELDS)[number];

/** The columns a requests export can write, in this order (the console maps its columns onto them). */
export const REQUEST_EXPORT_FIELDS = [
  'createdAt',
  'request_type',
  'status',
  'readableId',
  'first_name',
  'last_name',
  'platform',
  'login_id',
  'amount',
  'currency',
  'leverage',
  'method',
  'methods',
  'fee',
  'reject_reason',
  'delayed_reason',
  'updatedAt',
] as const;
export type TRequestExportField = (typeof REQUEST_EXPORT_FIELDS)[number];

/** `GET /dashboard/users/requests`: filters, sort, and `export=csv|xlsx` for the whole filtered list. */
export const ZRequestListQuery = z.object({
  ...ZPageQuery.shape,
  sort: z.enum(REQUEST_SORTS).default('-createdAt'),
  /**
   * Spec point 5's grammar on `request_type`, `status` and `createdAt`, e.g.
   * `request_type[eq]:changeAccountLeverage` (the sub-lists) or `status[eq]:pending|reject`.
   */
  filters: ZPlainText.max(4000).optional(),
  // Earlier parameters, refused rather than ignored: a caller still sending them would otherwise
  // get every request back, unfiltered, without knowing.
  request_type: z.never({ error: 'Use filters=request_type[eq]:<type>' }).optional(),
  status: z.never({ error: 'Use filters=status[eq]:<status>' }).optional(),
  user: ZId.optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  /** Every matching request as a file instead of a page, in the page's sort (needs utils.export). */
  export: ZExportFormat.optional(),
  /** An export's columns, comma-separated (all of REQUEST_EXPORT_FIELDS when absent); a page ignores it. */
  fields: z
    .string()
    .transform((s) => s.split(',').map((f) => f.trim()))
    .pipe(z.array(z.enum(REQUEST_EXPORT_FIELDS)).min(1))
    .optional(),
  brand: z.string().optional(),
});
export type TRequestListQuery = z.infer<typeof ZRequestListQuery>;

/** Spec point 7: the requests reply carries `data` with `totalDocs`. */
export const ZRequestPage = z.object({ data: z.array(ZClientRequest), totalDocs: z.number().int() });
export type TRequestPage = z.infer<typeof ZRequestPage>;

/** What an action answers: the request as it now stands, and the accounts it touched. */
export const ZRequestActionReply = z.object({
  request: ZClientRequest,
  transaction: ZTransaction.nullable(),
  accounts: z.array(ZTradingAccount),
});
export type TRequestActionReply = z.infer<typeof ZRequestActionReply>;
