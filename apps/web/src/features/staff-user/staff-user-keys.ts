import { staffKeys } from '../staff/staff-keys.ts';

/**
 * The query keys of one staff user's page, under the staff keys (so invalidating a user reads their
 * whole page again): the profile, the live sessions, the activity; and the permission catalogue.
 */
export const staffUserKeys = {
  detail: (id: string) => [...staffKeys.all, 'detail', id] as const,
  sessions: (id: string) => [...staffUserKeys.detail(id), 'sessions'] as const,
  activity: (id: string) => [...staffUserKeys.detail(id), 'activity'] as const,
  catalogue: () => ['permissions', 'catalogue'] as const,
};
