import type { TTradingAccount } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/toast.tsx';
import { clientKeys } from '../clients/client-keys.ts';
import { putAccountsInLists } from './cached-accounts.ts';

/**
 * A change to one account's settings or switches (`send` makes the call). The account of the reply
 * goes straight into the cached lists; the client's log gains the audit record, so it is read
 * again. The server's refusal goes to `refused`, for the form to show.
 */
export function useAccountChange<Body>(
  send: (body: Body) => Promise<TTradingAccount>,
  done: (saved: TTradingAccount, change: Body) => string,
  refused: (error: Error) => void,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved, change) => {
      putAccountsInLists(queryClient, [saved]);
      void queryClient.invalidateQueries({ queryKey: clientKeys.logs(saved.user) });
      toast.success(done(saved, change));
    },
    onError: refused,
  });
}
