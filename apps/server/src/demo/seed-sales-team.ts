import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { insertStaff } from '../modules/staff/staff-repository.ts';

/**
 * More sales agents beside the department's demo user, so the demo's clients are shared out over a
 * team (the sales leaderboard and the by-agent figures have several agents to compare), each brand
 * with its own. Only with the demo's clients: a database of staff alone keeps one user per department.
 * They join after the history is seeded and take over some clients then (the facts follow by their
 * triggers), so the seeded money, whose staff picks depend on who works in the brand, stays the same.
 */
const TEAM: readonly { brand: 'first' | 'second'; first: string; last: string; countries: string[] }[] = [
  { brand: 'first', first: 'Daniel', last: 'Weber', countries: ['de', 'at', 'ch'] },
  { brand: 'first', first: 'Amira', last: 'Saleh', countries: ['ae', 'sa', 'eg'] },
  { brand: 'second', first: 'Lucas', last: 'Moreau', countries: ['fr', 'be'] },
  { brand: 'second', first: 'Elena', last: 'Rossi', countries: ['it', 'es'] },
];

/** The team's e-mails, as the demo's audit record lists the staff it made. */
export const salesTeamEmails = TEAM.map((p) => `${p.first}.${p.last}@demo.test`.toLowerCase());

export async function seedSalesTeam(
  tx: Tx,
  brandIds: readonly string[],
  roleId: string | null,
  passwordHash: string,
): Promise<void> {
  const [first, second = first] = brandIds;
  const joined = new Map<string, string[]>();
  for (const [i, person] of TEAM.entries()) {
    const brand = person.brand === 'first' ? first : second;
    if (!brand) continue;
    const id = await insertStaff(
      tx,
      {
        email: salesTeamEmails[i] as string,
        passwordHash,
        firstName: person.first,
        lastName: person.last,
        department: 'sales',
        roleId,
        salesRotationCountries: person.countries,
      },
      [brand],
    );
    joined.set(brand, [...(joined.get(brand) ?? []), id]);
  }
  // By readable id, so the same demo gets the same shares: where clients already have an agent the
  // newcomers take one client in five each of those; in a brand with no agent yet, six in ten clients.
  for (const [brand, ids] of joined) {
    const cases = sql.join(
      ids.map((id, k) => sql`when ${k} then ${id}::uuid`),
      sql` `,
    );
    const [assigned] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from clients where brand_id = ${brand} and sales_agent_id is not null`,
    );
    if ((assigned?.n ?? 0) > 0)
      await tx.execute(sql`update clients set sales_agent_id = case (readable_id % 5)::int ${cases} else sales_agent_id end
        where brand_id = ${brand} and sales_agent_id is not null`);
    else
      await tx.execute(sql`update clients set sales_agent_id = case (readable_id % ${ids.length})::int ${cases} end
        where brand_id = ${brand} and readable_id % 10 < 6`);
  }
}
