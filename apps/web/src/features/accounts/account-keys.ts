/** The query keys of trading accounts and their trades. */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (clientId: string, environment: 'live' | 'demo') => [...accountKeys.lists(), clientId, environment] as const,
  trades: (accountId: string, list: string, page: number) =>
    [...accountKeys.all, 'trades', accountId, list, page] as const,
};
