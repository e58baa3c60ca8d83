import { PLATFORMS } from '@crm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { platformFor } from '../platform/platforms.ts';
import type { PlatformLogin, PlatformName, TradingPlatform } from '../platform/trading-platform.ts';

/**
 * The logins with open positions on these platforms (every platform when none are named), one
 * call per adapter: only these accounts have floating P/L or margin.
 */
export async function exposedLogins(db: Executor, platforms: readonly string[] | undefined): Promise<PlatformLogin[]> {
  const named = platforms?.length ? PLATFORMS.filter((p) => platforms.includes(p)) : PLATFORMS;
  const byAdapter = new Map<TradingPlatform, PlatformName[]>();
  for (const platform of named) {
    const adapter = platformFor(platform);
    const group = byAdapter.get(adapter);
    if (group) group.push(platform);
    else byAdapter.set(adapter, [platform]);
  }
  const read = await readTogether(
    db,
    [...byAdapter].map(
      ([adapter, some]) =>
        () =>
          adapter.exposedLogins(db, some),
    ),
  );
  return read.flat();
}

/**
 * `trading_accounts a` is one of these logins: per platform, one array parameter (not one per
 * login, which a long list would take past the protocol's 65,535 parameters), served by the
 * (platform, login_id) unique index.
 */
export function loginsIn(logins: readonly PlatformLogin[]): SQL {
  const byPlatform = new Map<string, number[]>();
  for (const l of logins) {
    const ids = byPlatform.get(l.platform);
    if (ids) ids.push(l.loginId);
    else byPlatform.set(l.platform, [l.loginId]);
  }
  if (byPlatform.size === 0) return sql`false`;
  return sql`(${sql.join(
    [...byPlatform].map(
      ([platform, ids]) => sql`(a.platform = ${platform} and a.login_id = any(${`{${ids.join(',')}}`}::bigint[]))`,
    ),
    sql` or `,
  )})`;
}
