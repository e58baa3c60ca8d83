/**
 * The query keys of clients and everything shown on a client's page. Invalidate by the narrowest
 * key that covers the change: `lists()` after a change that may move a client between lists,
 * `detail(id)` (and its children) after a change to one client.
 */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (query: object) => [...clientKeys.lists(), query] as const,
  filters: () => [...clientKeys.all, 'filters'] as const,
  search: (field: string, term: string) => [...clientKeys.all, 'search', field, term] as const,
  /** The client and every part of its page: invalidating this reads the whole page again. */
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  extraDetails: (id: string) => [...clientKeys.detail(id), 'extraDetails'] as const,
  logs: (id: string) => [...clientKeys.detail(id), 'logs'] as const,
  notes: (id: string, kind: 'notes' | 'financialnotes') => [...clientKeys.detail(id), kind] as const,
  documents: (id: string) => [...clientKeys.detail(id), 'documents'] as const,
};
