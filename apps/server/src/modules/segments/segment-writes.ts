import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { findSegment } from './repository.ts';

const NAME_KEY = 'client_segments_brand_name_key';

/** A name already taken in the brand answers 170 rather than a bare conflict. */
export async function namingConflicts<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) {
      throw new AppError('segmentNameTaken', `The brand already has a segment named "${name ?? ''}"`, {
        details: [{ path: 'name', message: 'Another segment of this brand has this name' }],
      });
    }
    throw error;
  }
}

/** Loads the segment for a change, held until the change commits (two editors change it in turn). */
export async function lockSegment(tx: Tx, ctx: RequestContext, id: string) {
  const row = await findSegment(tx, ctx.auth.brand, id, true);
  if (!row) throw notFound('Segment');
  return row;
}

/** Who made the change: in view-as, the real staff user. */
export const changedBy = (ctx: RequestContext): string => ctx.auth.viewAs?.actorId ?? ctx.auth.staff.id;
