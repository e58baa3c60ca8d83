import type { TCurrentUser } from '@crm/contracts';

/** Spec point 9: the user object is kept in local storage. */
export const USER_STORAGE_KEY = 'user';

export function readStoredUser(): TCurrentUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as TCurrentUser) : null;
  } catch {
    return null;
  }
}

export const writeStoredUser = (user: TCurrentUser) => localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
export const clearStoredUser = () => localStorage.removeItem(USER_STORAGE_KEY);

/** The brand calls are made in: the signed-in user's selected brand. */
export const selectedBrand = (): string | null => readStoredUser()?.selectedBrand ?? null;
