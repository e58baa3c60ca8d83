import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../accounts/account-keys.ts';
import { clientKeys } from '../clients/client-keys.ts';
import { queueKeys } from '../queues/queue-keys.ts';
import { transactionKeys } from '../transactions/transaction-keys.ts';
import { requestKeys } from './request-keys.ts';

/**
 * After money or a request moved: every list and figure that may show it is read again, and the
 * sidebar badges and the notifications with them (see features/queues), and the clients (their
 * deposit totals).
 */
export function invalidateMoney(queryClient: QueryClient): void {
  for (const queryKey of [
    requestKeys.all,
    transactionKeys.all,
    accountKeys.all,
    queueKeys.counts(),
    queueKeys.notifications(),
    clientKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
