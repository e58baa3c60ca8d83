import { CURRENT_USER_KEY } from '../../lib/auth/current-user.ts';

/** The query keys that outlive an identity change (app/identity-change.ts keeps exactly these). */
export const authKeys = {
  brands: () => ['brands'] as const,
  currentUser: () => CURRENT_USER_KEY,
};
