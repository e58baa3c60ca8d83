import type { TSegment } from '@crm/contracts';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { findSegment, type SegmentRow } from './repository.ts';
import { countClientsMatching } from './segment-clients.ts';
import { toSegmentReply } from './segment-reply.ts';

/** The segment's size for the caller; null when its filters no longer parse (the catalogue changed). */
export async function sizeFor(db: Executor, ctx: RequestContext, filters: string): Promise<number | null> {
  try {
    return await countClientsMatching(db, ctx.auth.brand, filters, ctx.auth);
  } catch (error) {
    if (error instanceof AppError && error.codeName === 'validation') return null;
    throw error;
  }
}

/** A live segment of the caller's brand, or 404 (another brand's answers as if it did not exist). */
export async function loadSegment(db: Executor, ctx: RequestContext, id: string): Promise<SegmentRow> {
  const row = await findSegment(db, ctx.auth.brand, id);
  if (!row) throw notFound('Segment');
  return row;
}

/** `GET /dashboard/users/segments/{id}`. */
export async function getSegment({ db }: Deps, ctx: RequestContext, id: string): Promise<TSegment> {
  const row = await loadSegment(db, ctx, id);
  return toSegmentReply(row, await sizeFor(db, ctx, row.filters));
}
