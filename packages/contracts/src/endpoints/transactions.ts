import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZFirstTimeDepositPage,
  ZFirstTimeDepositQuery,
  ZTransactionChange,
  ZTransactionExportRequest,
  ZTransactionListQuery,
  ZTransactionPage,
  ZTransactionRow,
} from '../transactions.ts';

const tags = ['transactions'];

export const transactionEndpoints = {
  listTransactions: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/transactions',
    access: access.anyOf('transactions.view_transactions'),
    tags,
    query: ZTransactionListQuery,
    reply: ZTransactionPage,
  }),
  listFirstTimeDeposits: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/transactions/firstTimeDeposits',
    access: access.anyOf('transactions.view_transactions', 'reports.first_time_deposits'),
    tags,
    query: ZFirstTimeDepositQuery,
    reply: ZFirstTimeDepositPage,
  }),
  // Moves money (a refund or a reversal), so it honours Idempotency-Key like the money POSTs.
  changeTransaction: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/transactions/:id',
    access: access.anyOf('transactions.edit_transaction_refund', 'users.refund_transaction'),
    idempotent: true,
    tags,
    params: z.object({ id: ZId }),
    body: ZTransactionChange,
    // A refund over the brand's approval threshold is not made: `pendingRequest` names the request
    // that waits for a second staff member, and the deposit is answered unchanged.
    reply: ZTransactionRow.extend({ pendingRequest: z.string().optional() }),
    errors: [400, 403, 404, 409, 422],
  }),
  exportTransactions: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/transactions/exports',
    access: access.anyOf('transactions.export_transactions'),
    tags,
    body: ZTransactionExportRequest,
  }),
};
