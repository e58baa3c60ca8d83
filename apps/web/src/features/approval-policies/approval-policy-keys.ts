/** The query keys of approval policies: the policy in force with its pending change, and the history. */
export const approvalPolicyKeys = {
  all: ['approvalPolicies'] as const,
  current: () => [...approvalPolicyKeys.all, 'current'] as const,
  history: (query: object) => [...approvalPolicyKeys.all, 'history', query] as const,
};
