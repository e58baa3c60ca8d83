/** The query keys of staff users: the lists, the other brand's list, the names behind ids, the sales agents. */
export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (query: object) => [...staffKeys.lists(), query] as const,
  otherBrand: (brand: string) => [...staffKeys.lists(), 'otherBrand', brand] as const,
  names: () => [...staffKeys.all, 'names'] as const,
  salesAgents: () => [...staffKeys.all, 'salesAgents'] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
};
