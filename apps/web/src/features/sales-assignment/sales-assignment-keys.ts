/** The query keys of the sales-assignment page: the overview (agents, counts, default) and the intake keys. */
export const salesAssignmentKeys = {
  all: ['salesAssignment'] as const,
  overview: () => [...salesAssignmentKeys.all, 'overview'] as const,
  intakeKeys: () => [...salesAssignmentKeys.all, 'intakeKeys'] as const,
  preview: (query: object) => [...salesAssignmentKeys.all, 'preview', query] as const,
  reassignment: (id: string) => [...salesAssignmentKeys.all, 'reassignment', id] as const,
};
