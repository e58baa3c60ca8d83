import { z } from 'zod';
import { ZClientPage } from '../clients.ts';
import { ZId, ZOk } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { access } from '../endpoint-access.ts';
import {
  ZDeleteSegmentRequest,
  ZSegment,
  ZSegmentCount,
  ZSegmentCountQuery,
  ZSegmentHistory,
  ZSegmentHistoryQuery,
  ZSegmentListQuery,
  ZSegmentPage,
  ZSegmentRequest,
  ZSegmentResultsQuery,
  ZSegmentUpdate,
} from '../segments.ts';

const tags = ['segments'];
const params = z.object({ id: ZId });

/** Spec point 7 "Segments and ribbons"; the count, results, history and delete calls are ours (issue #17). */
export const segmentEndpoints = {
  listSegments: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/segments',
    access: access.anyOf('user_segments.view_user_segments'),
    tags,
    query: ZSegmentListQuery,
    reply: ZSegmentPage,
    errors: [400],
  }),
  createSegment: defineEndpoint({
    method: 'POST',
    path: '/dashboard/users/segments',
    access: access.anyOf('user_segments.create_user_segments'),
    tags,
    body: ZSegmentRequest,
    reply: ZSegment,
    status: 201,
    errors: [400, 409],
  }),
  /** The editor's live count of unsaved filters. */
  countSegmentClients: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/segments/count',
    access: access.anyOf(
      'user_segments.create_user_segments',
      'user_segments.update_user_segments',
      'user_segments.view_user_segments',
    ),
    tags,
    query: ZSegmentCountQuery,
    reply: ZSegmentCount,
    errors: [400],
  }),
  getSegment: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/segments/:id',
    access: access.anyOf('user_segments.view_user_segments'),
    tags,
    params,
    reply: ZSegment,
    errors: [404],
  }),
  updateSegment: defineEndpoint({
    method: 'PUT',
    path: '/dashboard/users/segments/:id',
    access: access.anyOf('user_segments.update_user_segments'),
    tags,
    params,
    body: ZSegmentUpdate,
    reply: ZSegment,
    errors: [400, 404, 409],
  }),
  deleteSegment: defineEndpoint({
    method: 'DELETE',
    path: '/dashboard/users/segments/:id',
    access: access.anyOf('user_segments.delete_user_segments'),
    tags,
    params,
    body: ZDeleteSegmentRequest,
    reply: ZOk,
    errors: [400, 404],
  }),
  /** The segment's clients as the clients list shows them, or with `export` the same rows as a file. */
  listSegmentResults: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/segments/:id/results',
    access: access.anyOf('user_segments.view_user_segment_results'),
    tags,
    params,
    query: ZSegmentResultsQuery,
    reply: ZClientPage,
    errors: [400, 403, 404],
  }),
  getSegmentHistory: defineEndpoint({
    method: 'GET',
    path: '/dashboard/users/segments/:id/history',
    access: access.anyOf('user_segments.view_user_segments'),
    tags,
    params,
    query: ZSegmentHistoryQuery,
    reply: ZSegmentHistory,
    errors: [404],
  }),
};
