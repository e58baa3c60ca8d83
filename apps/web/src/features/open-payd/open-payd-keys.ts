/** The query keys of the payment-provider page: a client's payout details, the sweep overview and history. */
export const openPaydKeys = {
  all: ['openPayd'] as const,
  details: (clientId: string) => [...openPaydKeys.all, 'details', clientId] as const,
  overview: () => [...openPaydKeys.all, 'overview'] as const,
  sweeps: (query: object) => [...openPaydKeys.all, 'sweeps', query] as const,
};
