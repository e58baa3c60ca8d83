/** The query keys of the first-time deposit report and its list of first deposits. */
export const ftdKeys = {
  all: ['reports', 'firstTimeDeposits'] as const,
  report: (query: object) => [...ftdKeys.all, 'report', query] as const,
  list: (query: object) => [...ftdKeys.all, 'list', query] as const,
};
