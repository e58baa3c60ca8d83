import {
  ZErrorReply,
  ZFirstTimeDepositPage,
  ZFirstTimeDepositQuery,
  ZId,
  ZTransactionChange,
  ZTransactionExportRequest,
  ZTransactionListQuery,
  ZTransactionPage,
  ZTransactionRow,
} from '@crm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendDownload } from '../../http/download.ts';
import { idempotencyKeyOf, idempotent, markReplay } from '../../http/idempotency.ts';
import { contextOf } from '../../http/request-context.ts';
import { access } from '../../http/route-access.ts';
import { changeTransaction } from './change-transaction.ts';
import { exportTransactions } from './export-transactions.ts';
import { firstTimeDeposits } from './first-time-deposits.ts';
import { listTransactions } from './list-transactions.ts';

const tags = ['transactions'];
const errors = { 400: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply, 409: ZErrorReply, 422: ZErrorReply };

export const transactionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dashboard/users/transactions', {
      config: { access: access.anyOf('transactions.view_transactions') },
      schema: { tags, querystring: ZTransactionListQuery, response: { 200: ZTransactionPage } },
      handler: (req) => listTransactions(deps, contextOf(req), req.query),
    });

    app.get('/dashboard/users/transactions/firstTimeDeposits', {
      config: { access: access.anyOf('transactions.view_transactions', 'reports.first_time_deposits') },
      schema: { tags, querystring: ZFirstTimeDepositQuery, response: { 200: ZFirstTimeDepositPage } },
      handler: (req) => firstTimeDeposits(deps, contextOf(req), req.query),
    });

    // Moves money (a refund or a reversal): honours Idempotency-Key like the money POSTs.
    app.put('/dashboard/users/transactions/:id', {
      config: { access: access.anyOf('transactions.edit_transaction_refund', 'users.refund_transaction') },
      schema: {
        tags,
        params: z.object({ id: ZId }),
        body: ZTransactionChange,
        response: { 200: ZTransactionRow, ...errors },
      },
      handler: async (req, reply) => {
        const ctx = contextOf(req);
        const route = `PUT /dashboard/users/transactions/${req.params.id}`;
        const result = await idempotent(deps, ctx, { key: idempotencyKeyOf(req), route, body: req.body }, (tx) =>
          changeTransaction(tx, ctx, req.params.id, req.body),
        );
        markReplay(reply, result.replayed);
        return result.body;
      },
    });

    app.post('/dashboard/users/transactions/exports', {
      config: { access: access.anyOf('transactions.export_transactions') },
      schema: { tags, body: ZTransactionExportRequest },
      handler: async (req, reply) => sendDownload(reply, await exportTransactions(deps, contextOf(req), req.body)),
    });
  };
