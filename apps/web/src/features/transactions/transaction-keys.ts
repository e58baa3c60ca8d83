/** The query keys of the transaction lists (finances and a client's tab). */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: object) => [...transactionKeys.lists(), query] as const,
};
