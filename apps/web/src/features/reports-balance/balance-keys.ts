/** The query keys of the balance and equity report. */
export const balanceReportKeys = {
  all: ['reports', 'balance'] as const,
  accounts: (query: object) => [...balanceReportKeys.all, 'accounts', query] as const,
  trend: (query: object) => [...balanceReportKeys.all, 'trend', query] as const,
};
