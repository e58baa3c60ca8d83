import { DEPARTMENTS, type TDepartment } from '@crm/contracts';
import { count, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { brands, roles, staff } from '../db/schema.ts';
import { appendAudit } from '../modules/audit/append-audit.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertStaff } from '../modules/staff/staff-repository.ts';
import { DEPARTMENT_ROLES } from './department-roles.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { seedDemoClients } from './seed-clients.ts';
import { seedMoney } from './seed-money.ts';
import { seedOpeningBalances } from './seed-opening-balances.ts';
import { seedTradingHistory } from './seed-trading-history.ts';

const PEOPLE: Record<TDepartment, [string, string]> = {
  admin: ['Adrian', 'Cole'],
  sales: ['Sofia', 'Andreou'],
  support: ['Marcus', 'Hale'],
  marketing: ['Leila', 'Haddad'],
  funding: ['Nadia', 'Petrova'],
  dealing: ['Tomas', 'Novak'],
  compliance: ['Helena', 'Georgiou'],
  accounting: ['Oliver', 'Grant'],
  developer: ['Priya', 'Raman'],
};

export const demoEmail = (department: TDepartment) => `${department}@demo.test`;

/**
 * The back office (money, dealing, compliance, accounting) serves both brands, as a small
 * brokerage's usually does, so each brand's demo history has real departments behind it (and a
 * second staff member for four-eyes); the client-facing departments work in one brand.
 */
const SHARED_DEPARTMENTS: ReadonlySet<TDepartment> = new Set([
  'admin',
  'funding',
  'dealing',
  'compliance',
  'accounting',
]);

/**
 * On an empty database (never in production): a role per department and one staff user each,
 * and `DEMO_CLIENTS` clients per brand.
 * The admin and the back office work in both brands, the others in the default brand. Returns false when
 * there was already staff, so restarts keep what people changed.
 */
export async function seedDemo(db: Db, config: Config): Promise<boolean> {
  if (!config.seedDemo) return false;
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(config.demoPassword);
  const allBrands = await db.select().from(brands);
  const defaultBrand = allBrands.find((b) => b.isDefault)?.id;
  if (!defaultBrand) throw new Error('No default brand');

  return db.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits, then finds the staff.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm.demo-seed'))`);
    const [again] = await tx.select({ n: count() }).from(staff);
    if ((again?.n ?? 0) > 0) return false;
    for (const department of DEPARTMENTS) {
      const [role] = await tx
        .insert(roles)
        .values({ name: department, permissions: DEPARTMENT_ROLES[department] })
        .returning({ id: roles.id });
      const [firstName, lastName] = PEOPLE[department];
      await insertStaff(
        tx,
        {
          email: demoEmail(department),
          passwordHash,
          firstName,
          lastName,
          department,
          roleId: role?.id ?? null,
          salesRotationCountries: department === 'sales' ? ['cy', 'gr', 'de'] : [],
        },
        SHARED_DEPARTMENTS.has(department) ? allBrands.map((b) => b.id) : [defaultBrand],
      );
    }
    for (const [index, brand] of allBrands.entries()) {
      await seedDemoClients(tx, brand.id, config.demoClients, index + 1);
      const accounts = await seedDemoAccounts(tx, brand.id, index + 1);
      // Money first (demo accounts a flat balance, live accounts their history), then the trading
      // history, which trades with what the accounts have left.
      await seedOpeningBalances(tx, brand.id, accounts);
      await seedMoney(tx, brand.id, accounts, index + 1, { fourEyesThreshold: config.fourEyesWithdrawalThreshold });
      await seedTradingHistory(tx, brand.id, index + 1);
    }
    await appendAudit(
      tx,
      { actorId: null, viewedAsId: null, brandId: null, requestId: null },
      {
        action: 'demo.seed',
        entityType: 'system',
        after: { staff: DEPARTMENTS.map(demoEmail), clientsPerBrand: config.demoClients },
      },
    );
    return true;
  });
}
