import type { TMoneyMovementReply } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { api } from '../../lib/api/client.ts';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { putAccountsInLists } from './cached-accounts.ts';

/**
 * A money POST from a dialog: one Idempotency-Key per opening (a retry of the same submission posts
 * once), the accounts of the reply written into the cached lists at once, then everything that
 * shows money read again. The server's refusal (insufficient funds, code 42) is kept for the form.
 */
export function useMoneyMovement<Body>(
  path: string,
  done: (reply: TMoneyMovementReply) => string,
  onClose: () => void,
) {
  const { headers } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (body: Body) => api<TMoneyMovementReply>(path, { method: 'POST', body, headers }),
    onSuccess: (reply) => {
      putAccountsInLists(queryClient, reply.accounts);
      toast.success(done(reply));
      invalidateMoney(queryClient);
      onClose();
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'The server could not be reached; nothing was posted'),
  });
  return { mutation, error, setError };
}
