import { Readable } from 'node:stream';
import { hasAnyPermission, type TRequestListQuery, type TRequestPage } from '@crm/contracts';
import { stringify } from 'csv-stringify';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { clientRequests, clients } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { type Download, exportCell } from '../../http/download.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { type LoadedRequest, selectRequests, toRequestReply } from './request-reply.ts';
import { requestListWhere, requestNotFound, requestScope } from './request-scope.ts';

const ORDER: Record<TRequestListQuery['sort'], SQL[]> = {
  createdAt: [asc(clientRequests.createdAt), asc(clientRequests.id)],
  '-createdAt': [desc(clientRequests.createdAt), desc(clientRequests.id)],
  updatedAt: [asc(clientRequests.updatedAt), asc(clientRequests.id)],
  '-updatedAt': [desc(clientRequests.updatedAt), desc(clientRequests.id)],
  amount: [asc(clientRequests.amount), asc(clientRequests.id)],
  '-amount': [desc(clientRequests.amount), desc(clientRequests.id)],
};

/** `GET /dashboard/users/requests`: one page and the total, `{ data, totalDocs }` (spec point 7). */
export async function listRequests({ db, config }: Deps, ctx: RequestContext, q: TRequestListQuery) {
  const where = requestListWhere(ctx, q);
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: count() })
      .from(clientRequests)
      .innerJoin(clients, eq(clients.id, clientRequests.clientId))
      .where(where),
  ]);
  const page: TRequestPage = {
    data: rows.map((r) => toRequestReply(r, config.fourEyesWithdrawalThreshold)),
    totalDocs: total?.n ?? 0,
  };
  return page;
}

export async function getRequest({ db, config }: Deps, ctx: RequestContext, id: string) {
  const [row] = await selectRequests(db).where(and(eq(clientRequests.id, id), requestScope(ctx)));
  if (!row) throw requestNotFound();
  return toRequestReply(row, config.fourEyesWithdrawalThreshold);
}

const EXPORT_COLUMNS = [
  'createdAt',
  'request_type',
  'status',
  'readableId',
  'first_name',
  'last_name',
  'platform',
  'login_id',
  'amount',
  'currency',
  'leverage',
  'method',
  'methods',
  'fee',
  'reject_reason',
  'delayed_reason',
  'updatedAt',
] as const;

const BATCH = 1000;

/** `export=csv` (needs `utils.export`): every request the filters match (not one page), sorted as asked, streamed a batch at a time. */
export async function exportRequests(deps: Deps, ctx: RequestContext, q: TRequestListQuery): Promise<Download> {
  // Exports of any list need utils.export (as the clients export does), beside the list's own view.
  if (!hasAnyPermission(ctx.auth.staff, ['utils.export'])) {
    throw new AppError('forbidden', 'Exporting requests needs utils.export');
  }
  // The filters are read first: an export refused for a malformed filter is not on the record.
  const where = requestListWhere(ctx, q);
  await deps.db.transaction((tx) =>
    appendAudit(tx, auditContextOf(ctx), {
      action: 'request.export',
      entityType: 'request',
      after: {
        filters: q.filters ?? null,
        fromDate: q.fromDate ?? null,
        toDate: q.toDate ?? null,
      },
    }),
  );
  async function* rows() {
    for (let offset = 0; ; offset += BATCH) {
      const batch: LoadedRequest[] = await selectRequests(deps.db)
        .where(where)
        .orderBy(...ORDER[q.sort])
        .limit(BATCH)
        .offset(offset);
      for (const row of batch) {
        const r = toRequestReply(row, deps.config.fourEyesWithdrawalThreshold);
        const flat: Record<(typeof EXPORT_COLUMNS)[number], unknown> = {
          ...r,
          readableId: r.user.readableId,
          first_name: r.user.first_name,
          last_name: r.user.last_name,
          platform: r.account.platform,
          login_id: r.account.login_id,
        };
        yield EXPORT_COLUMNS.map((c) => exportCell(flat[c]));
      }
      if (batch.length < BATCH) return;
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  return {
    filename: `requests-${ctx.auth.brand}-${date}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from(rows()).pipe(stringify({ header: true, columns: [...EXPORT_COLUMNS] })),
  };
}
