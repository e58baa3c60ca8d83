import type { Executor, Tx } from '../../db/client.ts';

/**
 * The `PaymentProvider` port (issue #18): what the back office asks of the bank-like payment
 * provider (OpenPayd) that holds the brokerage's IBAN accounts and pays clients out. The adapter
 * shipped is the simulated provider (`simulated/simulated-provider.ts`), which keeps the
 * provider's side in our database; a real OpenPayd connector is a future adapter behind this port.
 *
 * Writes take the caller's transaction, so the simulated adapter commits together with the ledger
 * entry and the audit record that caused them. Money is integer minor units of the currency.
 */

/** Each brand has, per currency, a safeguarded client-money account and its own operating account. */
export type ProviderAccountPurpose = 'client_money' | 'operating';

export type ProviderAccount = {
  brandId: string;
  purpose: ProviderAccountPurpose;
  currency: string;
  iban: string;
  balance: number;
};

/** The bank account a client's payouts go to, as the provider holds it. */
export type PayoutBeneficiary = { iban: string; bic: string; holder: string; updatedAt: Date };

export type OwnTransfer = {
  brandId: string;
  currency: string;
  from: ProviderAccountPurpose;
  to: ProviderAccountPurpose;
  amount: number;
  /** Ours, shown on the provider's statement (the sweep's id). */
  reference: string;
  at: Date;
};

export type PaymentProvider = {
  /** How the page names the provider. */
  readonly name: string;
  /**
   * The brand's two accounts in each currency, opening those the provider does not hold yet, with
   * the payments and payouts settled since the provider last looked.
   */
  brandAccounts(tx: Tx, brandId: string, currencies: readonly string[]): Promise<ProviderAccount[]>;
  /** Moves money between two of the brand's own accounts; refuses more than the source holds. */
  transferOwnFunds(tx: Tx, transfer: OwnTransfer): Promise<{ reference: string }>;
  readBeneficiary(db: Executor, clientId: string): Promise<PayoutBeneficiary | null>;
  saveBeneficiary(
    tx: Tx,
    beneficiary: { brandId: string; clientId: string; iban: string; bic: string; holder: string; at: Date },
  ): Promise<PayoutBeneficiary>;
};
