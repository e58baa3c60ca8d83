import type { TAccountPage, TTradingAccount } from '@crm/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-keys.ts';

/**
 * Accounts as the server just answered them, written into every cached accounts list at once, so
 * the row shows the change before the lists are read again. Under `accountKeys.all`: a page of
 * anything else there (trades) holds no account id, so it comes back as it was.
 */
export function putAccountsInLists(queryClient: QueryClient, accounts: readonly TTradingAccount[]): void {
  const changed = new Map(accounts.map((a) => [a._id, a]));
  queryClient.setQueriesData<TAccountPage>({ queryKey: accountKeys.all }, (page) =>
    page && Array.isArray(page.docs) ? { ...page, docs: page.docs.map((a) => changed.get(a._id) ?? a) } : page,
  );
}
