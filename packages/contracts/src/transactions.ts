import { z } from 'zod';
import { PLATFORMS, TRANSACTION_TYPES, ZTransaction } from './accounts.ts';
import { pageOf, ZId, ZPageQuery } from './common.ts';
import { ZCountryCode } from './countries.ts';
import { ZExportFormat } from './exports.ts';
import { PAYMENT_STATUSES, WITHDRAWAL_STATUSES } from './money-status.ts';
import { NO_SALES_AGENT } from './sales-agents.ts';

/**
 * The finance lists over transactions. `all` is every transaction; `deposits` and `withdrawals`
 * are money in and out (payments and staff balance operations) without the pending ones (spec
 * point 4).
 */
export const TRANSACTION_LISTS = ['all', 'deposits', 'withdrawals'] as const;
export type TTransactionList = (typeof TRANSACTION_LISTS)[number];

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)));

export { NO_SALES_AGENT };

/** A comma list of sales agents' ids, `none` (NO_SALES_AGENT) for the clients with no agent. */
export const ZSalesAgentList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.union([ZId, z.literal(NO_SALES_AGENT)])).min(1));

/** A comma list of ISO 3166-1 alpha-2 codes, read in lower case as the clients' rows hold them. */
export const ZCountryList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(ZCountryCode).min(1));

/**
 * The filters of the finance lists. `country` and `sales_agent` are the client's current ones and
 * `platform` the account's, as the reports' money facts group them, so a report figure under those
 * filters opens exactly its rows.
 */
export const ZTransactionFilters = z.object({
  list: z.enum(TRANSACTION_LISTS).default('all'),
  transaction_type: csv(TRANSACTION_TYPES).optional(),
  status: csv([...PAYMENT_STATUSES, ...WITHDRAWAL_STATUSES.filter((s) => s !== 'pending')] as [
    string,
    ...string[],
  ]).optional(),
  /** The payment method (`skrill`, `crypto`, ...): a finance report's by-method figures open their rows. */
  method: z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z_]{1,40}$/)))
    .optional(),
  user: ZId.optional(),
  account: ZId.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
  country: ZCountryList.optional(),
  sales_agent: ZSalesAgentList.optional(),
  platform: csv(PLATFORMS).optional(),
  /** Inclusive reporting days. */
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});
export type TTransactionFilters = z.infer<typeof ZTransactionFilters>;

export const TRANSACTION_SORTS = ['-updatedAt', 'updatedAt', '-createdAt', 'createdAt', '-amount', 'amount'] as const;

/** `GET /dashboard/users/transactions`: newest change first (spec point 9). */
export const ZTransactionListQuery = ZTransactionFilters.extend({
  ...ZPageQuery.shape,
  sort: z.enum(TRANSACTION_SORTS).default('-updatedAt'),
  brand: z.string().optional(),
});
export type TTransactionListQuery = z.infer<typeof ZTransactionListQuery>;

/** A transaction in a finance list: with the client and account it belongs to. */
export const ZTransactionRow = ZTransaction.extend({
  client: z.object({
    _id: z.string(),
    readableId: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  platform: z.string(),
  login_id: z.string(),
  /** A transfer's other account (where the money went). */
  counter_platform: z.string().nullable(),
  counter_login_id: z.string().nullable(),
}).meta({ id: 'TransactionRow' });
export type TTransactionRow = z.infer<typeof ZTransactionRow>;

export const ZTransactionPage = pageOf(ZTransactionRow).extend({ totalIsEstimate: z.boolean() });
export type TTransactionPage = z.infer<typeof ZTransactionPage>;

/** `GET …/transactions/firstTimeDeposits`: each client's first settled deposit in the period. */
export const ZFirstTimeDepositQuery = z.object({
  ...ZPageQuery.shape,
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  /** The client's current country and agent, as the first-time deposit report groups them. */
  country: ZCountryList.optional(),
  sales_agent: ZSalesAgentList.optional(),
  /** The client's UTM source, as the report groups it (`(none)`: without one). */
  utm_source: z.string().trim().min(1).max(200).optional(),
  brand: z.string().optional(),
});
export type TFirstTimeDepositQuery = z.infer<typeof ZFirstTimeDepositQuery>;

export const ZFirstTimeDepositPage = pageOf(ZTransactionRow);

const ZAmount = z.union([z.string().max(40), z.number()]);

/**
 * `PUT /dashboard/users/transactions/{id}`: `refundAmount` gives back that much more of a settled
 * deposit (the reply's `refundAmount` is the total given back); `status` marks a settled deposit as
 * charged back or duplicated, which reverses what is left of it. Pending deposits and withdrawals
 * move only through their requests.
 */
export const ZTransactionChange = z.union([
  z.strictObject({ refundAmount: ZAmount }),
  z.strictObject({ status: z.enum(['chargeback', 'duplicated']) }),
]);
export type TTransactionChange = z.infer<typeof ZTransactionChange>;

export const TRANSACTION_EXPORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'transaction_type',
  'status',
  'amount',
  'currency',
  'refundAmount',
  'method',
  'comment',
  'readableId',
  'first_name',
  'last_name',
  'platform',
  'login_id',
  /** A transfer's other account, which the list's Account column names after an arrow. */
  'counter_platform',
  'counter_login_id',
  /** A transfer between currencies: what arrived, in which currency, at which rate (the Amount column's second line). */
  'counter_amount',
  'counter_currency',
  'exchange_rate',
] as const;

/** `POST /dashboard/users/transactions/exports`: the filtered list, dated from/to, as CSV or XLSX. */
export const ZTransactionExportRequest = z.strictObject({
  fields: z.array(z.enum(TRANSACTION_EXPORT_FIELDS)).min(1),
  filters: ZTransactionFilters.omit({ fromDate: true, toDate: true }).extend({
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
  }),
  /** The list's sort, which the file keeps (the list's default when absent). */
  sort: z.enum(TRANSACTION_SORTS).default('-updatedAt'),
  format: ZExportFormat.default('csv'),
});
export type TTransactionExportRequest = z.infer<typeof ZTransactionExportRequest>;
