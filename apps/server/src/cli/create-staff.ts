/**
 * `npm run staff:create -- --email ops@broker.example --first Ada --last Byrne --department admin --role admin`
 * Creates a staff user from the command line: how production gets its first admin, since it has
 * no demo users. The password is read from STAFF_PASSWORD (kept out of shell history and `ps`).
 * A role named `admin` is created if it does not exist yet. The user gets every brand.
 */
import { parseArgs } from 'node:util';
import { DEPARTMENTS, ZDepartment } from '@crm/contracts';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { brands, roles } from '../db/schema.ts';
import { appendAudit } from '../modules/audit/append-audit.ts';
import { reloadStaff } from '../modules/staff/load-managed-staff.ts';
import { hashNewPassword } from '../modules/staff/password-policy.ts';
import { insertStaff, isEmailTaken } from '../modules/staff/staff-repository.ts';
import { toStaffReply } from '../modules/staff/to-staff-reply.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    department: { type: 'string', default: 'admin' },
    role: { type: 'string' },
  },
});

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const email = values.email?.trim().toLowerCase() ?? fail('--email is required');
const firstName = values.first ?? fail('--first is required');
const lastName = values.last ?? fail('--last is required');
const department =
  ZDepartment.safeParse(values.department).data ?? fail(`--department is one of ${DEPARTMENTS.join(', ')}`);
const password = process.env.STAFF_PASSWORD ?? fail('Set STAFF_PASSWORD to the new user’s password');

const config = loadConfig();
const passwordHash = await hashNewPassword(password).catch((e: Error) => fail(e.message));
const database = await openConfiguredDatabase(config);
try {
  const created = await database.db.transaction(async (tx) => {
    if (await isEmailTaken(tx, email)) fail(`A staff user with ${email} exists already`);
    let roleId: string | null = null;
    if (values.role) {
      const [found] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(sql`lower(${roles.name})`, values.role.toLowerCase()));
      const [made] = found ? [found] : await tx.insert(roles).values({ name: values.role }).returning({ id: roles.id });
      roleId = made?.id ?? null;
    }
    const brandIds = (await tx.select({ id: brands.id }).from(brands)).map((b) => b.id);
    const id = await insertStaff(tx, { email, passwordHash, firstName, lastName, department, roleId }, brandIds);
    const reply = toStaffReply(await reloadStaff(tx, id));
    await appendAudit(
      tx,
      { actorId: null, viewedAsId: null, brandId: null, requestId: 'cli' },
      { action: 'staff.create', entityType: 'staff', entityId: id, after: reply },
    );
    return reply;
  });
  process.stdout.write(
    `created ${created.email} (${created.department}, role ${created.role?.name ?? 'none'}) in ${created.brands.join(', ')}\n`,
  );
} finally {
  await database.close();
}
