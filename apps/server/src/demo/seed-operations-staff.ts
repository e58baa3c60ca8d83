import type { TPermission } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { brands, roles, staff } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertStaff } from '../modules/staff/staff-repository.ts';

/** The demo's operations engineer: the admin role plus the Internals that need an explicit grant. */
export const DEMO_OPERATIONS_EMAIL = 'operations@demo.test';

/**
 * The explicit permissions the operations engineer holds (spec point 6: the admin role alone does
 * not open these pages). Each Internals page adds its permission here.
 */
export const DEMO_OPERATIONS_PERMISSIONS: TPermission[] = ['internal.server_status'];

/**
 * Demo mode only: a staff user who can open the Internals pages, since nobody can grant an explicit
 * permission they do not hold (the admin role does not hold them). Made once; a later start only
 * adds permissions the list gained.
 */
export async function seedOperationsStaff(db: Db, config: Config): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm.demo-operations-staff'))`);
    const [existing] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_OPERATIONS_EMAIL));
    if (existing) {
      const wanted = sql`array[${sql.join(
        DEMO_OPERATIONS_PERMISSIONS.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[]`;
      await tx.execute(sql`update staff set permissions = array(select distinct unnest(permissions || ${wanted}))
        where id = ${existing.id} and not permissions @> ${wanted}`);
      return;
    }
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
    if (!admin) return;
    const allBrands = await tx.select({ id: brands.id }).from(brands);
    await insertStaff(
      tx,
      {
        email: DEMO_OPERATIONS_EMAIL,
        passwordHash: await hashPassword(config.demoPassword),
        firstName: 'Olive',
        lastName: 'Operations',
        department: 'admin',
        roleId: admin.id,
        permissions: DEMO_OPERATIONS_PERMISSIONS,
      },
      allBrands.map((b) => b.id),
    );
  });
}
