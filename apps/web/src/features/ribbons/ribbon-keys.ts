/** The query keys of app ribbons: the list, one ribbon, its audience, and what one client sees. */
export const ribbonKeys = {
  all: ['ribbons'] as const,
  list: (query: object) => [...ribbonKeys.all, 'list', query] as const,
  detail: (id: string) => [...ribbonKeys.all, 'detail', id] as const,
  audience: (id: string) => [...ribbonKeys.all, 'audience', id] as const,
  client: (clientId: string) => [...ribbonKeys.all, 'client', clientId] as const,
};
