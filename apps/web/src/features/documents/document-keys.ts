/** The query keys of the document review queues (a client's own documents are under clientKeys). */
export const documentKeys = {
  all: ['documents'] as const,
  queue: (status: string, query: object = {}) => [...documentKeys.all, 'queue', status, query] as const,
};
