/** React Query keys of the scheduled-functions page. */
export const scheduledFunctionKeys = {
  all: () => ['scheduled-functions'] as const,
  list: () => ['scheduled-functions', 'list'] as const,
  runs: (name: string, page = 1) => ['scheduled-functions', 'runs', name, page] as const,
};
