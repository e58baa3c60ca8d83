import { Readable } from 'node:stream';
import type { TTransactionExportRequest, TTransactionRow } from '@crm/contracts';
import { stringify } from 'csv-stringify';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import { transactions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { type Download, exportCell } from '../../http/download.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { selectTransactionRows, toTransactionRow } from './transaction-rows.ts';
import { transactionWhere } from './transaction-where.ts';

const BATCH = 2000;

type Field = TTransactionExportRequest['fields'][number];
const read: Record<Field, (r: TTransactionRow) => unknown> = {
  createdAt: (r) => r.createdAt,
  updatedAt: (r) => r.updatedAt,
  transaction_type: (r) => r.transaction_type,
  status: (r) => r.status,
  amount: (r) => r.amount,
  currency: (r) => r.currency,
  refundAmount: (r) => r.refundAmount,
  method: (r) => r.method,
  comment: (r) => r.comment,
  readableId: (r) => r.client.readableId,
  first_name: (r) => r.client.first_name,
  last_name: (r) => r.client.last_name,
  platform: (r) => r.platform,
  login_id: (r) => r.login_id,
};

/**
 * `POST /dashboard/users/transactions/exports`: every transaction the filters match between
 * `fromDate` and `toDate` (inclusive days, UTC), oldest first, read a batch at a time after the
 * last (createdAt, id) so memory stays flat. Audited before the first byte.
 */
export async function exportTransactions(
  deps: Deps,
  ctx: RequestContext,
  body: TTransactionExportRequest,
): Promise<Download> {
  await deps.db.transaction((tx) =>
    appendAudit(tx, auditContextOf(ctx), {
      action: 'transaction.export',
      entityType: 'transaction',
      after: { fields: body.fields, filters: body.filters },
    }),
  );
  const where = transactionWhere(deps.db, ctx, body.filters);
  async function* rows() {
    // The last row's createdAt as PostgreSQL text: a JavaScript Date would drop the microseconds.
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const beyond: SQL | undefined = after
        ? sql`(${transactions.createdAt}, ${transactions.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined;
      const batch = await selectTransactionRows(deps.db, {
        createdAtText: sql<string>`${transactions.createdAt}::text`,
      })
        .where(and(where, beyond))
        .orderBy(asc(transactions.createdAt), asc(transactions.id))
        .limit(BATCH);
      for (const row of batch) {
        const reply = toTransactionRow(row);
        yield body.fields.map((f) => exportCell(read[f](reply)));
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return;
      after = { at: last.createdAtText, id: last.transaction.id };
    }
  }
  return {
    filename: `transactions-${ctx.auth.brand}-${body.filters.fromDate}-${body.filters.toDate}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Readable.from(rows()).pipe(stringify({ header: true, columns: [...body.fields] })),
  };
}
