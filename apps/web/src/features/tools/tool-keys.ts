/** The query keys of the tools (`/tools`). */
export const toolKeys = {
  all: ['tools'] as const,
  utmLinks: (query: object) => [...toolKeys.all, 'utm-links', query] as const,
  analytics: (query: object) => [...toolKeys.all, 'analytics', query] as const,
  leaderboard: (query: object) => [...toolKeys.all, 'leaderboard', query] as const,
};
