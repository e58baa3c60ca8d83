import type { TMoneyMovementReply } from '@crm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/toast.tsx';
import { useIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { invalidateMoney } from '../requests/invalidate-money.ts';
import { putAccountsInLists } from './cached-accounts.ts';

/**
 * A money POST from a dialog: one Idempotency-Key per opening (a retry of the same submission posts
 * once), the accounts of the reply written into the cached lists at once, then everything that
 * shows money read again. The server's refusal (insufficient funds, code 42) goes to `refused`, for
 * the form to show at its field.
 */
export function useMoneyMovement<Body>(
  send: (body: Body, headers: Record<string, string>) => Promise<TMoneyMovementReply>,
  done: (reply: TMoneyMovementReply) => string,
  onClose: () => void,
  refused: (error: Error) => void,
) {
  const { headers } = useIdempotencyKey();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: Body) => send(body, headers),
    onSuccess: (reply) => {
      putAccountsInLists(queryClient, reply.accounts);
      toast.success(done(reply));
      invalidateMoney(queryClient);
      onClose();
    },
    onError: refused,
  });
}
