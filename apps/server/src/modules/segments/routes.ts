import { segmentEndpoints as endpoints } from '@crm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bindEndpoint } from '../../http/bind-endpoint.ts';
import { sendDownload } from '../../http/download.ts';
import { contextOf } from '../../http/request-context.ts';
import { streamExport } from '../exports/stream-export.ts';
import { countFilters } from './count-filters.ts';
import { createSegment } from './create-segment.ts';
import { deleteSegment } from './delete-segment.ts';
import { getSegment } from './get-segment.ts';
import { listSegments } from './list-segments.ts';
import { segmentHistory } from './segment-history.ts';
import { listSegmentResults, segmentResultsExport } from './segment-results.ts';
import { updateSegment } from './update-segment.ts';

export const segmentRoutes =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    bindEndpoint(app, endpoints.listSegments, (req) => listSegments(deps, contextOf(req), req.query));
    bindEndpoint(app, endpoints.createSegment, (req) => createSegment(deps, contextOf(req), req.body));
    bindEndpoint(app, endpoints.countSegmentClients, (req) => countFilters(deps, contextOf(req), req.query.filters));
    bindEndpoint(app, endpoints.getSegment, (req) => getSegment(deps, contextOf(req), req.params.id));
    bindEndpoint(app, endpoints.updateSegment, (req) => updateSegment(deps, contextOf(req), req.params.id, req.body));
    bindEndpoint(app, endpoints.deleteSegment, (req) =>
      deleteSegment(deps, contextOf(req), req.params.id, req.body.reason),
    );
    bindEndpoint(app, endpoints.listSegmentResults, async (req, reply) => {
      const ctx = contextOf(req);
      if (!req.query.export) return listSegmentResults(deps, ctx, req.params.id, req.query);
      const source = await segmentResultsExport(deps, ctx, req.params.id, req.query);
      return sendDownload(reply, await streamExport(deps, ctx, source, req.query.export));
    });
    bindEndpoint(app, endpoints.getSegmentHistory, (req) =>
      segmentHistory(deps, contextOf(req), req.params.id, req.query.days),
    );
  };
