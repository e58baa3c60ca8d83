import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { simulatedAccounts, simulatedDeals, simulatedPositions } from '../../../db/schema.ts';
import type { PlatformLogin } from '../trading-platform.ts';

type Keyed = typeof simulatedAccounts | typeof simulatedPositions | typeof simulatedDeals;

/**
 * Rows of these logins: one `login_id = any(array)` per platform, each served by a (platform,
 * login_id) index. One array parameter per platform rather than one parameter per login: lists of
 * a thousand logins are read often (reports), and building and sending a thousand parameters cost
 * more than the read.
 */
export function loginsCondition(table: Keyed, logins: PlatformLogin[]): SQL {
  const byPlatform = new Map<string, number[]>();
  for (const l of logins) {
    const ids = byPlatform.get(l.platform);
    if (ids) ids.push(l.loginId);
    else byPlatform.set(l.platform, [l.loginId]);
  }
  const parts = [...byPlatform].map(
    ([platform, ids]) =>
      sql`(${table.platform} = ${platform} and ${table.loginId} = any(${`{${ids.join(',')}}`}::bigint[]))`,
  );
  return or(...parts) ?? sql`false`;
}

export const loginCondition = (table: Keyed, login: PlatformLogin): SQL =>
  and(eq(table.platform, login.platform), eq(table.loginId, login.loginId)) ?? sql`false`;
