import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { afterIdentityChange } from '../../app/identity-change.ts';
import { USER_STORAGE_KEY } from '../../lib/auth/stored-user.ts';

const identityOf = (json: string | null) => {
  if (!json) return null;
  try {
    const { _id, selectedBrand } = JSON.parse(json) as { _id?: string; selectedBrand?: string };
    return `${_id}:${selectedBrand}`;
  } catch {
    return null;
  }
};

/**
 * Tabs share the tokens and the stored user: when another tab switches brand, signs out or views
 * as someone, this tab follows (fetches the user again, drops the other brand's data, goes to `/`).
 */
export function useCrossTabIdentity(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== USER_STORAGE_KEY || identityOf(e.oldValue) === identityOf(e.newValue)) return;
      void afterIdentityChange(queryClient).then(() => navigate('/'));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, navigate]);
}
