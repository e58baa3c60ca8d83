import {
  CURRENCY_DIGITS,
  fromMinorUnits,
  type TSweep,
  type TSweepRequest,
  toMinorUnits,
  ZSweepRequest,
} from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { houseSweeps } from '../../db/schema-open-payd.ts';
import type { Deps } from '../../deps.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { auditContextOf, type RequestContext } from '../../http/request-context.ts';
import { appendAudit } from '../audit/append-audit.ts';
import { type Posting, postEntry } from '../ledger/post-entry.ts';
import type { ReconciliationReport } from '../platform/reconcile.ts';
import { differencesInBrand } from './brand-reconciliation.ts';
import { figuresOf, lockSweepBooks } from './house-income.ts';
import { selectSweeps } from './list-sweeps.ts';
import { paymentProvider } from './providers.ts';

/**
 * Takes `amount` of house income off the income books, fees first, then trading income. The
 * amount never exceeds fees + trading, so each part stays within its book when that book is
 * positive (a negative trading book is a loss the fees cover: then nothing is taken from it).
 */
function incomePostings(amount: number, books: Awaited<ReturnType<typeof lockSweepBooks>>): Posting[] {
  const fromFees = Math.min(Math.max(books.fees.balance, 0), amount);
  const fromTrading = amount - fromFees;
  const postings: Posting[] = [{ bookId: books.operating.id, amount }];
  if (fromFees > 0) postings.push({ bookId: books.fees.id, amount: -fromFees });
  if (fromTrading > 0) postings.push({ bookId: books.trading.id, amount: -fromTrading });
  return postings;
}

/**
 * `POST /dashboard/internals/openPayd/sweeps`: moves house income (never client money) to the
 * brand's operating account. Refused (243) unless `reconciliation`, a run made in this very
 * transaction (checked-sweep.ts), found the brand's client money balanced; refused (244) above what is sweepable, read under the books'
 * locks. In one transaction (the route's, which also claims the `Idempotency-Key`): the journal
 * entry between house books, the provider's transfer from the client-money account, the sweep
 * record and its audit record.
 */
export async function sweepHouseIncome(
  deps: Deps,
  tx: Tx,
  ctx: RequestContext,
  input: TSweepRequest,
  reconciliation: ReconciliationReport,
): Promise<TSweep> {
  const body = ZSweepRequest.parse(input);
  const brandId = ctx.auth.brand;
  if (!(body.currency in CURRENCY_DIGITS)) throw invalidField('currency', `${body.currency} is not a currency we hold`);
  const amount = toMinorUnits(body.amount, body.currency);
  if (amount === null || amount <= 0) {
    throw invalidField('amount', `The amount must be positive in ${body.currency}, without rounding`);
  }
  const differences = differencesInBrand(reconciliation, brandId);
  if (differences > 0) {
    throw new AppError(
      'sweepReconciliationOff',
      `The client-money reconciliation found ${differences} difference(s) in this brand: nothing can be swept until it balances`,
    );
  }
  // Before the ledger moves: the simulated provider opens its accounts where the ledger stands.
  await paymentProvider.brandAccounts(tx, brandId, [body.currency]);
  const books = await lockSweepBooks(tx, brandId, body.currency);
  const { sweepable } = figuresOf(body.currency, {
    house_fees: books.fees.balance,
    house_trading: books.trading.balance,
  });
  if (amount > sweepable) {
    throw new AppError(
      'sweepOverAvailable',
      `At most ${fromMinorUnits(sweepable, body.currency)} ${body.currency} can be swept`,
      {
        details: [{ path: 'amount', message: `At most ${fromMinorUnits(sweepable, body.currency)} available` }],
      },
    );
  }
  const actor = ctx.auth.viewAs?.actorId ?? ctx.auth.staff.id;
  const at = deps.clock();
  const comment = body.comment || null;
  const { entryId } = await postEntry(tx, {
    brandId,
    type: 'house_sweep',
    postings: incomePostings(amount, books),
    memo: `House income swept to the operating account${comment ? `: ${comment}` : ''}`,
    createdBy: actor,
  });
  const { reference } = await paymentProvider.transferOwnFunds(tx, {
    brandId,
    currency: body.currency,
    from: 'client_money',
    to: 'operating',
    amount,
    reference: entryId,
    at,
  });
  const [sweep] = await tx
    .insert(houseSweeps)
    .values({
      brandId,
      currency: body.currency,
      amount,
      comment,
      entryId,
      providerReference: reference,
      reconciliationRunId: reconciliation.runId,
      createdBy: actor,
      createdAt: at,
    })
    .returning();
  if (!sweep) throw new AppError('internal', 'The sweep was not recorded');
  const [reply] = await selectSweeps(tx, brandId, { limit: 1, offset: 0, where: eq(houseSweeps.id, sweep.id) });
  if (!reply) throw new AppError('internal', 'The sweep was not recorded');
  await appendAudit(tx, auditContextOf(ctx), {
    action: 'house.sweep',
    entityType: 'houseSweep',
    entityId: sweep.id,
    before: { sweepable: fromMinorUnits(sweepable, body.currency) },
    after: { ...reply, reconciliation_run: reconciliation.runId },
  });
  return reply;
}
