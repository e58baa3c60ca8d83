import { transactionEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { bindIdempotentEndpoint } from '../../http/bind-idempotent-endpoint.ts';
import { sendDownload } from '../../http/download.ts';
import { contextOf } from '../../http/request-context.ts';
import { streamExport } from '../exports/stream-export.ts';
import { transactionExport } from '../exports/transaction-export.ts';
import { changeTransaction } from './change-transaction.ts';
import { firstTimeDeposits } from './first-time-deposits.ts';
import { listTransactions } from './list-transactions.ts';

export const transactionRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listTransactions, (req) => listTransactions(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.listFirstTimeDeposits, (req) => firstTimeDeposits(deps, contextOf(req), req.query));
    bindIdempotentEndpoint(app, deps, endpoints.changeTransaction, (req, tx, ctx) =>
      changeTransaction(deps, tx, ctx, req.params.id, req.body),
    );
    bindEndpoint(app, endpoints.exportTransactions, async (req, reply) => {
      const ctx = contextOf(req);
      return sendDownload(
        reply,
        await streamExport(deps, ctx, transactionExport(deps, ctx, req.body), req.body.format),
      );
    });
  };
