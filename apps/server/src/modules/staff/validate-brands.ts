import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { StaffRecord } from './staff-record.ts';
import { knownBrandIds } from './staff-repository.ts';

/** Brands given to a staff user must exist and be the caller's own. */
export async function assertBrandsGrantable(db: Executor, caller: StaffRecord, brandIds: string[]): Promise<void> {
  const known = await knownBrandIds(db, brandIds);
  const unknown = brandIds.filter((b) => !known.includes(b));
  if (unknown.length > 0) {
    throw new AppError('validation', `Unknown brand: ${unknown.join(', ')}`, {
      details: unknown.map((b) => ({ path: 'brands', message: `Unknown brand ${b}` })),
    });
  }
  const foreign = brandIds.filter((b) => !caller.brands.includes(b));
  if (foreign.length > 0) {
    throw new AppError('privilegeEscalation', `You do not work in brand ${foreign.join(', ')}`);
  }
}
