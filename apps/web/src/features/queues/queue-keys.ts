/** The query keys of the sidebar's badges and the notifications panel (kept live by the stream). */
export const queueKeys = {
  counts: () => ['queueCounts'] as const,
  notifications: () => ['notifications'] as const,
};
