/** React Query keys of the scheduled-functions page. */
export const scheduledFunctionKeys = {
  all: () => ['scheduled-functions'] as const,
  list: () => ['scheduled-functions', 'list'] as const,
  runs: (name: string) => ['scheduled-functions', 'runs', name] as const,
};
