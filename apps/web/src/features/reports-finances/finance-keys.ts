/** The query keys of the finance report. */
export const financeReportKeys = {
  all: ['reports', 'finances'] as const,
  report: (query: object) => [...financeReportKeys.all, query] as const,
};
