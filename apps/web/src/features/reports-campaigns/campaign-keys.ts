/** The query keys of the campaigns report (registration cohorts per period and campaign). */
export const campaignReportKeys = {
  all: ['reports', 'campaigns'] as const,
  report: (query: object) => [...campaignReportKeys.all, query] as const,
};
