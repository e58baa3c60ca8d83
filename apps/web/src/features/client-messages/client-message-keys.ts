/** The query keys of client messages: the sends of a channel and one send's log. */
export const clientMessageKeys = {
  all: ['client-messages'] as const,
  list: (q: object) => ['client-messages', 'list', q] as const,
  deliveries: (id: string, page: number) => ['client-messages', 'deliveries', id, page] as const,
};
