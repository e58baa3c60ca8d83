/** The query keys of the dashboard's widgets (the queue counts are the shell's: features/queues). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpis: () => [...dashboardKeys.all, 'kpis'] as const,
  latestClients: () => [...dashboardKeys.all, 'latestClients'] as const,
  latestTransactions: () => [...dashboardKeys.all, 'latestTransactions'] as const,
  demographics: (name: string, query: object = {}) => [...dashboardKeys.all, 'demographics', name, query] as const,
};
