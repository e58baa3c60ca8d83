/** The query keys of the active traders report. */
export const activeTradersKeys = {
  all: ['reports', 'activeTraders'] as const,
  report: (query: object) => [...activeTradersKeys.all, query] as const,
};
