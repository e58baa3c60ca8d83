/** The query keys of the UTM report (by source, or one source's mediums and campaigns). */
export const utmReportKeys = {
  all: ['reports', 'utms'] as const,
  report: (query: object) => [...utmReportKeys.all, query] as const,
};
