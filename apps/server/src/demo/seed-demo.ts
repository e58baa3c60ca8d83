import { DEPARTMENTS, type TDepartment } from '@crm/contracts';
import { count, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { brands, clients, roles, staff } from '../db/schema.ts';
import { appendAudit } from '../modules/audit/append-audit.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { configuredRateSource } from '../modules/rates/prepare-rates.ts';
import { syncRates } from '../modules/rates/sync-rates.ts';
import { insertStaff } from '../modules/staff/staff-repository.ts';
import { DEPARTMENT_ROLES } from './department-roles.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { seedDemoClients } from './seed-clients.ts';
import { seedMoney } from './seed-money.ts';
import { seedOpeningBalances } from './seed-opening-balances.ts';
import { salesTeamEmails, seedSalesTeam } from './seed-sales-team.ts';
import { seedSignInHistory } from './seed-sign-ins.ts';
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
 * What a start seeded: nothing (staff already there, or production), the demo staff only (the
 * database already held clients the demo did not make, e.g. the clients bench's million), or the
 * whole demo.
 */
export type TDemoSeeded = 'nothing' | 'staff' | 'demo';

/**
 * On a database without staff (never in production): a role per department and one staff user
 * each, and, when it holds no clients either, `DEMO_CLIENTS` clients per brand with their accounts,
 * money and trading history. The admin and the back office work in both brands, the others in the
 * default brand. Seeds nothing when there was already staff, so restarts keep what people changed;
 * and never adds demo accounts and money to clients it did not create: that would change someone
 * else's data, and on a million clients it would keep the server from answering for many minutes.
 */
export async function seedDemo(db: Db, config: Config): Promise<TDemoSeeded> {
  if (!config.seedDemo) return 'nothing';
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) > 0) return 'nothing';

  const passwordHash = await hashPassword(config.demoPassword);
  const allBrands = await db.select().from(brands);
  const defaultBrand = allBrands.find((b) => b.isDefault)?.id;
  if (!defaultBrand) throw new Error('No default brand');

  return db.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits, then finds the staff.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('crm.demo-seed'))`);
    const [again] = await tx.select({ n: count() }).from(staff);
    if ((again?.n ?? 0) > 0) return 'nothing';
    const roleIds = new Map<TDepartment, string | null>();
    for (const department of DEPARTMENTS) {
      const [role] = await tx
        .insert(roles)
        .values({ name: department, permissions: DEPARTMENT_ROLES[department] })
        .returning({ id: roles.id });
      roleIds.set(department, role?.id ?? null);
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
    // Clients already there were made by something else (a restore, the clients bench): the demo
    // gives them no accounts or money, which reads every client of the brand.
    const [someClient] = await tx.select({ id: clients.id }).from(clients).limit(1);
    const withClients = someClient === undefined;
    const team = withClients && config.demoClients > 0;
    if (withClients) {
      // Money in other currencies needs its days' rates: main.ts has them already (a no-op then);
      // a tool or test that seeds straight away gets them here.
      await syncRates(tx, configuredRateSource(), { now: new Date() });
      for (const [index, brand] of allBrands.entries()) {
        await seedDemoClients(tx, brand.id, config.demoClients, index + 1);
        const accounts = await seedDemoAccounts(tx, brand.id, index + 1);
        // Money first (demo accounts a flat balance, live accounts their history), then the trading
        // history, which trades with what the accounts have left.
        await seedOpeningBalances(tx, brand.id, accounts);
        await seedMoney(tx, brand.id, accounts, index + 1, {
          fourEyesThreshold: config.fourEyesWithdrawalThreshold,
        });
        await seedTradingHistory(tx, brand.id, index + 1);
      }
    }
    if (team) {
      // After the history, which the team took no part in (so the money seeded stays as it was).
      await seedSalesTeam(
        tx,
        [defaultBrand, ...allBrands.filter((b) => b.id !== defaultBrand).map((b) => b.id)],
        roleIds.get('sales') ?? null,
        passwordHash,
      );
      for (const [index, brand] of allBrands.entries()) await seedSignInHistory(tx, brand.id, index + 1);
    }
    await appendAudit(
      tx,
      { actorId: null, viewedAsId: null, brandId: null, requestId: null },
      {
        action: 'demo.seed',
        entityType: 'system',
        after: {
          staff: [...DEPARTMENTS.map(demoEmail), ...(team ? salesTeamEmails : [])],
          clientsPerBrand: withClients ? config.demoClients : 0,
        },
      },
    );
    return withClients ? 'demo' : 'staff';
  });
}
