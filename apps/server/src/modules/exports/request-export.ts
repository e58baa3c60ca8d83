import {
  REQUEST_EXPORT_FIELDS,
  type TClientRequest,
  type TRequestExportField,
  type TRequestListQuery,
} from '@crm/contracts';
import { and } from 'drizzle-orm';
import { afterKey, type KeysetKey, keysetOrderBy, keysetValue } from '../../db/keyset.ts';
import type { Deps } from '../../deps.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { withdrawalFourEyes } from '../approval-policies/approval-rules.ts';
import { countRequests, REQUEST_ORDER } from '../requests/list-requests.ts';
import { selectRequests, toRequestReply } from '../requests/request-reply.ts';
import { requestListWhere } from '../requests/request-scope.ts';
import type { ExportSource } from './export-source.ts';
import { assertMayExport } from './stream-export.ts';

type ExportedRequest = { reply: TClientRequest; key: KeysetKey };

/** Each export field as the request reply carries it. */
const READ: Record<TRequestExportField, (r: TClientRequest) => unknown> = {
  createdAt: (r) => r.createdAt,
  request_type: (r) => r.request_type,
  status: (r) => r.status,
  readableId: (r) => r.user.readableId,
  first_name: (r) => r.user.first_name,
  last_name: (r) => r.user.last_name,
  platform: (r) => r.account.platform,
  login_id: (r) => r.account.login_id,
  amount: (r) => r.amount,
  currency: (r) => r.currency,
  leverage: (r) => r.leverage,
  method: (r) => r.method,
  methods: (r) => r.methods,
  fee: (r) => r.fee,
  reject_reason: (r) => r.reject_reason,
  delayed_reason: (r) => r.delayed_reason,
  updatedAt: (r) => r.updatedAt,
};

/**
 * The requests list (`GET /dashboard/users/requests?export=…`) as an export: the list's own WHERE
 * (brand, country whitelist, the request types the caller's permissions open, filters, dates) in
 * its sort. Viewing requests is not enough: an export of any list needs `utils.export`.
 */
export function requestExport(deps: Deps, ctx: RequestContext, q: TRequestListQuery): ExportSource<ExportedRequest> {
  assertMayExport(ctx, ['utils.export'], 'requests');
  const where = requestListWhere(ctx, q);
  const order = REQUEST_ORDER[q.sort];
  const fields = q.fields ?? REQUEST_EXPORT_FIELDS;
  const date = new Date().toISOString().slice(0, 10);
  return {
    entityType: 'request',
    filename: `requests-${ctx.auth.brand}-${date}`,
    sheet: 'Requests',
    columns: fields.map((f) => ({ key: f, header: f, value: ({ reply }) => READ[f](reply) })),
    view: {
      filters: q.filters ?? null,
      user: q.user ?? null,
      fromDate: q.fromDate ?? null,
      toDate: q.toDate ?? null,
      sort: q.sort,
    },
    count: () => countRequests(deps, where),
    page: async (after, limit) => {
      const fourEyes = await withdrawalFourEyes(deps.db, deps, ctx.auth.brand);
      const rows = await selectRequests(deps.db, { sortValue: keysetValue(order) })
        .where(and(where, after ? afterKey(order, after) : undefined))
        .orderBy(...keysetOrderBy(order))
        .limit(limit);
      return rows.map((r) => ({
        reply: toRequestReply(r, fourEyes),
        key: { value: r.sortValue, id: r.request.id },
      }));
    },
    keyOf: (r) => r.key,
  };
}
