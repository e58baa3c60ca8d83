/**
 * Spec point 9: account tiers, live minimum deposits (USD), and the deposit presets per tier. Pure
 * values (no zod), so the console can import them by subpath without the schema library.
 */
export const ACCOUNT_TIERS = ['standard', 'vip', 'vipblack'] as const;
export type TAccountTier = (typeof ACCOUNT_TIERS)[number];
export const LIVE_MIN_DEPOSIT_USD: Record<TAccountTier, number> = { standard: 50, vip: 1000, vipblack: 3000 };
export const DEPOSIT_PRESETS_USD: Record<TAccountTier, readonly number[]> = {
  standard: [50, 100, 200, 300, 400, 500],
  vip: [50, 100, 200],
  vipblack: [50, 100, 200],
};

/**
 * Group names per brand are not given by the spec; they follow the platforms' usual
 * `brand\environment\tier` pattern, e.g. `meridian\live\vip`.
 */
export const groupNameOf = (brand: string, environment: 'live' | 'demo', tier: TAccountTier) =>
  `${brand}\\${environment}\\${tier}`;
