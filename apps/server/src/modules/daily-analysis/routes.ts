import { messagingEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { auditContextOf, contextOf } from '../../http/request-context.ts';
import { listOutbox } from '../mail/list-outbox.ts';
import { dailyAnalysisReply } from './analysis-reply.ts';
import { draftDailyAnalysis } from './draft-analysis.ts';
import { listDailyAnalyses } from './list-analyses.ts';
import { redraftDailyAnalysis } from './redraft-analysis.ts';
import { sendDailyAnalysis } from './send-analysis.ts';
import { updateDailyAnalysis } from './update-analysis.ts';

/** `/internals/daily-analysis`: drafts, review, sending with its log, and the outbox. */
export const dailyAnalysisRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    bindEndpoint(app, endpoints.listDailyAnalyses, (req) => listDailyAnalyses(db, contextOf(req).auth.brand));
    bindEndpoint(app, endpoints.draftDailyAnalysis, async (req) => {
      const ctx = contextOf(req);
      const id = await draftDailyAnalysis(db, ctx.auth.brand, deps.clock(), auditContextOf(ctx));
      return dailyAnalysisReply(db, ctx.auth, id);
    });
    bindEndpoint(app, endpoints.getDailyAnalysis, (req) => dailyAnalysisReply(db, contextOf(req).auth, req.params.id));
    bindEndpoint(app, endpoints.updateDailyAnalysis, (req) =>
      updateDailyAnalysis(deps, contextOf(req), req.params.id, req.body),
    );
    bindEndpoint(app, endpoints.redraftDailyAnalysis, (req) =>
      redraftDailyAnalysis(deps, contextOf(req), req.params.id),
    );
    bindEndpoint(app, endpoints.sendDailyAnalysis, (req) =>
      sendDailyAnalysis(deps, contextOf(req), req.params.id, req.body),
    );
    bindEndpoint(app, endpoints.listOutbox, (req) => listOutbox(db, contextOf(req).auth.brand));
  };
