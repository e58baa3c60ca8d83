/**
 * Plain values of the trading reports (trading-reports.ts holds their schemas), so the console can
 * import them by subpath without the schema library.
 */

/** How the active traders report sorts. */
export const ACTIVE_TRADER_SORTS = ['volume', 'trades', 'pnl'] as const;

/** An account is in margin call when it holds margin and its equity is under this share of it. */
export const MARGIN_CALL_LEVEL_PERCENT = 100;
