/** The query keys of segments; a change invalidates `all` (sizes, lists and results move together). */
export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (query: object) => [...segmentKeys.lists(), query] as const,
  detail: (id: string) => [...segmentKeys.all, 'detail', id] as const,
  history: (id: string) => [...segmentKeys.detail(id), 'history'] as const,
  results: (id: string, query: object) => [...segmentKeys.detail(id), 'results', query] as const,
  count: (filters: string | null) => [...segmentKeys.all, 'count', filters] as const,
};
