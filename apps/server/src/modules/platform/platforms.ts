import { readTogether } from '../../db/read-together.ts';
import { simulatedPlatform } from './simulated/simulated-platform.ts';
import type { PlatformLogin, PlatformName, TradingPlatform } from './trading-platform.ts';

/**
 * The adapter behind each platform. The simulated platform plays all three; a real connector
 * replaces one entry here and nothing else changes.
 */
const ADAPTERS: Record<PlatformName, TradingPlatform> = {
  ctrader: simulatedPlatform,
  mt4: simulatedPlatform,
  mt5: simulatedPlatform,
};

export const platformFor = (platform: PlatformName): TradingPlatform => ADAPTERS[platform];

/** An account as its platform knows it: our row's platform and login. */
export const loginOf = (account: { platform: string; loginId: number }): PlatformLogin => ({
  platform: account.platform as PlatformName,
  loginId: account.loginId,
});

/**
 * Reads many accounts through their adapters, one call per adapter (not per platform or per
 * account): with the simulated platform playing all three, a whole list is one call.
 */
export async function readPlatformAccounts(
  db: Parameters<TradingPlatform['readAccounts']>[0],
  logins: PlatformLogin[],
) {
  const byAdapter = new Map<TradingPlatform, PlatformLogin[]>();
  for (const login of logins) {
    const adapter = platformFor(login.platform);
    const group = byAdapter.get(adapter);
    if (group) group.push(login);
    else byAdapter.set(adapter, [login]);
  }
  const read = await readTogether(
    db,
    [...byAdapter].map(
      ([adapter, some]) =>
        () =>
          adapter.readAccounts(db, some),
    ),
  );
  return new Map(read.flatMap((m) => [...m]));
}
