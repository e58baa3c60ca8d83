/** Query keys of `/internals/daily-analysis`. */
export const dailyAnalysisKeys = {
  all: ['dailyAnalysis'] as const,
  list: () => [...dailyAnalysisKeys.all, 'list'] as const,
  detail: (id: string) => [...dailyAnalysisKeys.all, 'detail', id] as const,
  outbox: () => [...dailyAnalysisKeys.all, 'outbox'] as const,
};
