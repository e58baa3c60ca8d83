import { z } from 'zod';
import { pageOf, ZId, ZPageQuery, ZPlainText } from './common.ts';

/**
 * The payment-provider tool (`/internals/open-payd-form`, issue #18): a client's payout bank
 * details at the provider, and sweeps of the brokerage's own income (fees, trading income) from
 * the client-money account to the operating account. Amounts are decimal strings in the currency.
 */

export const ZPayoutDetailsParams = z.object({ clientId: ZId });

/** What staff send; IBAN and BIC are checked with ibantools on the server (codes 240, 241). */
export const ZPayoutDetailsUpdate = z.strictObject({
  iban: z.string().trim().min(1, 'The IBAN is required').max(42),
  bic: z.string().trim().min(1, 'The BIC is required').max(11),
  holder: ZPlainText.trim().min(1, 'The account holder is required').max(140),
  /** The holder is not the client's name and the staff member confirms it is right (with a reason). */
  holder_confirmed: z.boolean().default(false),
  confirm_reason: ZPlainText.trim().max(500).optional(),
});
export type TPayoutDetailsUpdate = z.input<typeof ZPayoutDetailsUpdate>;

export const ZPayoutDetails = z.object({
  iban: z.string(),
  /** The IBAN grouped by four, as people read it. */
  iban_display: z.string(),
  bic: z.string(),
  holder: z.string(),
  updated_at: z.iso.datetime(),
});
export type TPayoutDetails = z.infer<typeof ZPayoutDetails>;

export const ZClientPayoutDetails = z.object({
  client: z.object({ _id: ZId, readable_id: z.number().int(), name: z.string() }),
  provider: z.string(),
  /** Null when the provider holds no payout details for the client yet. */
  details: ZPayoutDetails.nullable(),
});
export type TClientPayoutDetails = z.infer<typeof ZClientPayoutDetails>;

export const ZProviderAccount = z.object({
  purpose: z.enum(['client_money', 'operating']),
  iban: z.string(),
  balance: z.string(),
});
export type TProviderAccount = z.infer<typeof ZProviderAccount>;

/** One currency of the brand: what may be swept, and each account as the provider and the ledger see it. */
export const ZSweepCurrency = z.object({
  currency: z.string(),
  /** House income not yet swept (fees and trading income, net); never below zero. */
  sweepable: z.string(),
  income: z.object({ fees: z.string(), trading: z.string() }),
  client_money: z.object({ ledger: z.string(), provider: z.string(), iban: z.string() }),
  operating: z.object({ ledger: z.string(), provider: z.string(), iban: z.string() }),
});
export type TSweepCurrency = z.infer<typeof ZSweepCurrency>;

export const ZSweepOverview = z.object({
  provider: z.string(),
  currencies: z.array(ZSweepCurrency),
  /** The latest client-money reconciliation in the brand (a sweep runs a new one first). */
  reconciliation: z.object({
    ran_at: z.iso.datetime().nullable(),
    balanced: z.boolean(),
    differences: z.number().int(),
  }),
});
export type TSweepOverview = z.infer<typeof ZSweepOverview>;

export const ZSweepRequest = z.strictObject({
  currency: z.string().trim().toUpperCase().length(3),
  amount: z.union([z.string().max(40), z.number()]),
  comment: ZPlainText.trim().max(500).optional(),
});
export type TSweepRequest = z.input<typeof ZSweepRequest>;

export const ZSweep = z.object({
  _id: ZId,
  currency: z.string(),
  amount: z.string(),
  comment: z.string().nullable(),
  entry_id: ZId,
  provider_reference: z.string(),
  created_by: z.object({ _id: ZId, name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type TSweep = z.infer<typeof ZSweep>;

export const ZSweepListQuery = ZPageQuery;
export const ZSweepPage = pageOf(ZSweep);
export type TSweepPage = z.infer<typeof ZSweepPage>;
