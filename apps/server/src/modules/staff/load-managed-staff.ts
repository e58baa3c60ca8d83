import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { assertCanManage } from './staff-guards.ts';
import { findStaffRecord, type StaffRecord } from './staff-record.ts';

/**
 * Locks and loads a staff user the caller may change: in the selected brand (else 404, as if it
 * did not exist) and with no rights beyond the caller's.
 */
export async function loadManagedStaff(tx: Tx, ctx: RequestContext, id: string): Promise<StaffRecord> {
  await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
  const target = await findStaffRecord(tx, id);
  if (!target || target.deletedAt || !target.brands.includes(ctx.auth.brand)) throw notFound('Staff user');
  assertCanManage(ctx.auth.staff, target);
  return target;
}

/** Reloads after a change, for the reply and the audit record's `after`. */
export async function reloadStaff(tx: Tx, id: string): Promise<StaffRecord> {
  const record = await findStaffRecord(tx, id);
  if (!record) throw notFound('Staff user');
  return record;
}
