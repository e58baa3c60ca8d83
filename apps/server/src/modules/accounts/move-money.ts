import { canMove, toMinorUnits } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { Posting } from '../ledger/post-entry.ts';
import { toTransactionReply } from './account-reply.ts';
import { postMovement } from './post-movement.ts';
import type { Conversion } from './transfer-legs.ts';

/** An amount in the account's minor units, or a 400 that names the field it came in. */
export function amountIn(amount: string | number, currency: string, field = 'amount'): number {
  const units = toMinorUnits(amount, currency);
  if (units === null || units === 0) {
    throw new AppError('validation', `${field} must be a positive amount in ${currency}, without rounding`, {
      details: [{ path: field, message: 'Not a positive amount for the currency' }],
    });
  }
  return units;
}

type Movement = {
  type: (typeof transactions.$inferInsert)['type'];
  account: { id: string; brandId: string; clientId: string; currency: string };
  counterAccountId?: string | null;
  units: number;
  postings: Posting[];
  comment: string | null;
  audit: string;
  method?: string | null;
  /** Holds the movement settles (a pending withdrawal's or transfer's reservation). */
  settlesHolds?: string[];
  /** A request's pending transaction that this movement settles (approved), instead of a new row. */
  pendingTransactionId?: string | null;
  /** A transfer into another currency: what arrived and the rate, kept on the row. */
  conversion?: Conversion | null;
};

/**
 * One money movement, inside the caller's transaction: the journal entry, the transaction row
 * staff see, and the audit record, together or not at all.
 */
export async function recordMovement(tx: Tx, ctx: RequestContext, m: Movement) {
  const { entryId } = await postMovement(tx, {
    brandId: m.account.brandId,
    type: m.type,
    postings: m.postings,
    memo: m.comment,
    createdBy: ctx.auth.staff.id,
    settlesHolds: m.settlesHolds,
  });
  const row = m.pendingTransactionId
    ? await settlePendingTransaction(tx, m.pendingTransactionId, entryId, m.method ?? null)
    : (
        await tx
          .insert(transactions)
          .values({
            brandId: m.account.brandId,
            clientId: m.account.clientId,
            tradingAccountId: m.account.id,
            counterAccountId: m.counterAccountId ?? null,
            entryId,
            type: m.type,
            status: 'approved',
            amount: m.units,
            currency: m.account.currency,
            ...(m.conversion && {
              counterAmount: m.conversion.counterAmount,
              counterCurrency: m.conversion.counterCurrency,
              exchangeRate: m.conversion.exchangeRate,
            }),
            method: m.method ?? null,
            comment: m.comment,
            createdBy: ctx.auth.staff.id,
          })
          .returning()
      )[0];
  if (!row) throw new AppError('internal', 'The transaction was not recorded');
  const transaction = toTransactionReply(row);
  await appendAudit(tx, auditContextOf(ctx), {
    action: m.audit,
    entityType: 'client',
    entityId: m.account.clientId,
    after: { transaction, entryId, ...(m.conversion && { conversion: m.conversion }) },
  });
  return transaction;
}

/** A pending deposit or withdrawal becomes approved, pointing at the entry that moved the money. */
async function settlePendingTransaction(tx: Tx, id: string, entryId: string, method: string | null) {
  const [current] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!current) throw new AppError('internal', `Transaction ${id} does not exist`);
  if (!canMove(current.type, current.status, 'approved')) {
    throw new AppError('invalidTransition', `A ${current.status} transaction cannot become approved`);
  }
  const [row] = await tx
    .update(transactions)
    .set({ status: 'approved', entryId, method: method ?? current.method, updatedAt: sql`now()` })
    .where(eq(transactions.id, id))
    .returning();
  return row;
}
