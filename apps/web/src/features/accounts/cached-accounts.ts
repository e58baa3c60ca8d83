import type { TAccountPage, TTradingAccount } from '@crm/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Accounts as the server just answered them, written into every cached accounts list at once, so
 * the row shows the change before the lists are read again.
 */
export function putAccountsInLists(queryClient: QueryClient, accounts: readonly TTradingAccount[]): void {
  const changed = new Map(accounts.map((a) => [a._id, a]));
  queryClient.setQueriesData<TAccountPage>({ queryKey: ['accounts'] }, (page) =>
    page ? { ...page, docs: page.docs.map((a) => changed.get(a._id) ?? a) } : page,
  );
}
