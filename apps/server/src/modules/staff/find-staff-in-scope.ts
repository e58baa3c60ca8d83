import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { findStaffRecord, type StaffRecord } from './staff-record.ts';

/**
 * A staff user the caller may read: not deleted and working in the selected brand; anyone else
 * answers 404, as if they did not exist (the same rule as the staff list).
 */
export async function findStaffInScope(db: Executor, ctx: RequestContext, id: string): Promise<StaffRecord> {
  const record = await findStaffRecord(db, id);
  if (!record || record.deletedAt || !record.brands.includes(ctx.auth.brand)) throw notFound('Staff user');
  return record;
}
