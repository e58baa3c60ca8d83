import { fromMinorUnits, type TSweepOverview } from '@crm/contracts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { latestBrandReconciliation } from './brand-reconciliation.ts';
import { houseFigures } from './house-income.ts';
import { paymentProvider } from './providers.ts';

/**
 * `GET /dashboard/internals/openPayd/sweep`: per currency of the selected brand, what may be swept
 * and each of the brand's two accounts as the provider and the ledger see them, with the latest
 * reconciliation. The provider's accounts are opened on first use (as house books are).
 */
export async function sweepOverview({ db }: Deps, ctx: RequestContext): Promise<TSweepOverview> {
  const brandId = ctx.auth.brand;
  return db.transaction(async (tx) => {
    const figures = await houseFigures(tx, brandId);
    const accounts = await paymentProvider.brandAccounts(
      tx,
      brandId,
      figures.map((f) => f.currency),
    );
    const reconciliation = await latestBrandReconciliation(tx, brandId);
    return {
      provider: paymentProvider.name,
      currencies: figures.map((f) => {
        const money = (units: number) => fromMinorUnits(units, f.currency);
        const account = (purpose: 'client_money' | 'operating') =>
          accounts.find((a) => a.currency === f.currency && a.purpose === purpose);
        const side = (purpose: 'client_money' | 'operating', ledger: number) => ({
          ledger: money(ledger),
          provider: money(account(purpose)?.balance ?? 0),
          iban: account(purpose)?.iban ?? '',
        });
        return {
          currency: f.currency,
          sweepable: money(f.sweepable),
          income: { fees: money(f.fees), trading: money(f.trading) },
          client_money: side('client_money', f.clientMoneyAccount),
          operating: side('operating', f.swept),
        };
      }),
      reconciliation: {
        ran_at: reconciliation.ranAt?.toISOString() ?? null,
        balanced: reconciliation.balanced,
        differences: reconciliation.differences,
      },
    };
  });
}
