import { hasAnyPermission, type TPermission, type TRequestType } from '@crm/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { roles, staff, staffBrands } from '../db/schema.ts';
import { ACT_PERMISSION, STATUS_PERMISSION } from '../modules/requests/request-permissions.ts';

/** What a seeded staff member does to money, and to what: each needs the permission its route checks. */
type Subjects = {
  raise: TRequestType;
  process: TRequestType;
  reject: TRequestType;
  refund: 'partial_refund' | 'refund' | 'chargeback';
  operate: 'balance' | 'credit' | 'transfer';
};
export type StaffAction = keyof Subjects;

function neededFor(action: StaffAction, subject: string): readonly TPermission[] {
  switch (action) {
    case 'raise':
    case 'process':
      return ACT_PERMISSION[subject as TRequestType];
    case 'reject':
      return STATUS_PERMISSION[subject as TRequestType];
    case 'refund':
      return subject === 'chargeback'
        ? ['transactions.edit_transaction_refund']
        : ['transactions.edit_transaction_refund', 'users.refund_transaction'];
    case 'operate':
      return subject === 'transfer' ? ['accounts.transfer_opration'] : ['accounts.balance_operation'];
  }
}

export type StaffPicker = {
  /** A staff member of the brand who may do it (the admin works in every brand), not `not`. */
  pick<A extends StaffAction>(action: A, subject: Subjects[A], not?: string | null): string;
  /** The same, or null when nobody but the excluded may. */
  pickOther<A extends StaffAction>(action: A, subject: Subjects[A], not: (string | null)[]): string | null;
};

/**
 * Chooses the staff who raised, approved and processed seeded movements and requests: real staff
 * of the brand with the permission the live route would ask for, mostly the department's own
 * (funding for money, dealing and support for leverage, ...), the admin now and then.
 */
export async function staffPicker(tx: Tx, brandId: string, rand: () => number): Promise<StaffPicker> {
  const rows = await tx
    .select({
      id: staff.id,
      permissions: staff.permissions,
      role: { name: roles.name, permissions: roles.permissions },
    })
    .from(staff)
    .innerJoin(staffBrands, eq(staffBrands.staffId, staff.id))
    .leftJoin(roles, eq(roles.id, staff.roleId))
    .where(eq(staffBrands.brandId, brandId))
    .orderBy(staff.email);
  const cache = new Map<string, { own: string[]; admins: string[] }>();
  const eligible = (action: StaffAction, subject: string) => {
    const key = `${action}:${subject}`;
    let found = cache.get(key);
    if (!found) {
      const needed = neededFor(action, subject);
      const who = rows.filter((r) => hasAnyPermission(r, needed));
      found = {
        own: who.filter((r) => r.role?.name !== 'admin').map((r) => r.id),
        admins: who.filter((r) => r.role?.name === 'admin').map((r) => r.id),
      };
      cache.set(key, found);
    }
    return found;
  };
  const pickOther: StaffPicker['pickOther'] = (action, subject, not) => {
    const { own, admins } = eligible(action, subject);
    const allowed = (ids: string[]) => ids.filter((id) => !not.includes(id));
    const first = rand() < 0.85 ? allowed(own) : allowed(admins);
    const pool = first.length > 0 ? first : allowed([...own, ...admins]);
    return pool.length === 0 ? null : (pool[Math.floor(rand() * pool.length)] ?? null);
  };
  return {
    pickOther,
    pick: (action, subject, not = null) => {
      const id = pickOther(action, subject, [not]);
      if (!id) throw new Error(`No demo staff of ${brandId} may ${action} ${subject}`);
      return id;
    },
  };
}
