/** The query keys of the IB leads page: the imports, one import, and a page of its rows. */
export const ibLeadsKeys = {
  all: ['ibLeads'] as const,
  imports: () => [...ibLeadsKeys.all, 'imports'] as const,
  import: (id: string) => [...ibLeadsKeys.all, 'import', id] as const,
  rows: (id: string, query: object) => [...ibLeadsKeys.all, 'rows', id, query] as const,
};
