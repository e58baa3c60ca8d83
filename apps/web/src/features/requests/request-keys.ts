/** The query keys of client requests (the lists, the pending queues, a client's tab). */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (query: object) => [...requestKeys.lists(), query] as const,
};
