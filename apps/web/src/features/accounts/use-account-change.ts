import type { TTradingAccount } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { putAccountsInLists } from './cached-accounts.ts';

/**
 * A PUT on one account's settings (`''`) or switches (`'/permissions'`). The account of the reply
 * goes straight into the cached lists; the client's log gains the audit record, so it is read
 * again. The server's refusal is kept for the form to show.
 */
export function useAccountChange<Body>(
  account: TTradingAccount,
  path: '' | '/permissions',
  done: (saved: TTradingAccount, change: Body) => string,
) {
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (body: Body) =>
      api<TTradingAccount>(`/dashboard/users/accounts/${account._id}${path}`, { method: 'PUT', body }),
    onMutate: () => setError(null),
    onSuccess: (saved, change) => {
      putAccountsInLists(queryClient, [saved]);
      void queryClient.invalidateQueries({ queryKey: ['clientLogs', saved.user] });
      toast.success(done(saved, change));
    },
    onError: (e) =>
      setError(e instanceof ApiError ? e.message : 'The server could not be reached; nothing was changed'),
  });
  return { mutation, error };
}
