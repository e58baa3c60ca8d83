import type { PLATFORMS, POSITION_STATUSES } from '@crm/contracts';
import type { Executor, Tx } from '../../db/client.ts';

/**
 * The `TradingPlatform` port (product-map §6): what the back office asks of a trading platform
 * (cTrader, MT4, MT5). One adapter per platform; the one shipped is the simulated platform
 * (`simulated/simulated-platform.ts`), which plays all three inside our database. A real
 * connector (cTrader Open API, MT5 manager API) is a future adapter behind the same port.
 *
 * Writes take the caller's transaction, so the simulated adapter commits together with the
 * ledger posting that caused them. Money is signed integer minor units of the account currency;
 * prices are integers of 10^-digits of their instrument; volumes are hundredths of a lot.
 */
export type PlatformName = (typeof PLATFORMS)[number];

/** How a platform names an account: its login on that platform. */
export type PlatformLogin = { platform: PlatformName; loginId: number };
export const loginKey = (login: PlatformLogin) => `${login.platform}:${login.loginId}`;

export type AccountType = 'hedged' | 'netted';
export type AccountPermissions = { trading: boolean; deposit: boolean; withdrawal: boolean; transfer: boolean };

export type NewPlatformAccount = PlatformLogin & {
  environment: 'live' | 'demo';
  currency: string;
  leverage: number;
  group: string;
  accountType: AccountType;
  permissions: AccountPermissions;
};

/** What the platform reports about an account, equity and margin at current prices. */
export type PlatformAccount = PlatformLogin & {
  currency: string;
  balance: number;
  credit: number;
  /** Unrealised profit, swap and commission of the open positions. */
  floatingPnl: number;
  equity: number;
  margin: number;
  freeMargin: number;
  openPositions: number;
  leverage: number;
  group: string;
  accountType: AccountType;
  permissions: AccountPermissions;
  deleted: boolean;
};

export type PositionStatus = (typeof POSITION_STATUSES)[number];

export type PlatformPosition = PlatformLogin & {
  id: number;
  instrumentId: number;
  side: 'buy' | 'sell';
  volume: number;
  openPrice: number;
  closePrice: number | null;
  /** The price now, for an open position. */
  currentPrice: number | null;
  /** Price profit: floating for an open position, realised for a closed one. */
  profit: number;
  swap: number;
  commission: number;
  openTime: Date;
  closeTime: Date | null;
  status: PositionStatus;
  currency: string;
};

export type DealKind = 'open' | 'close' | 'balance' | 'credit';
export type PlatformDeal = PlatformLogin & {
  id: number;
  kind: DealKind;
  positionId: number | null;
  instrumentId: number | null;
  side: 'buy' | 'sell' | null;
  volume: number | null;
  price: number | null;
  /** The change to the balance (or credit), signed. */
  amount: number;
  comment: string | null;
  time: Date;
};

export type PageQuery = { page: number; limit: number };
export type Page<T> = { rows: T[]; total: number };

export type BalanceChange = {
  /** Which of the account's two figures changes. */
  book: 'balance' | 'credit';
  /** Signed minor units: positive puts money on the account, negative takes it off. */
  amount: number;
  comment: string;
  /** The ledger entry that moved the same money, kept on the platform's deal for tracing. */
  entryId?: string | null;
};

export interface TradingPlatform {
  createAccount(tx: Tx, account: NewPlatformAccount): Promise<void>;
  /** Many accounts in one call (lists read one page at once), keyed by `loginKey`. Missing ones are absent. */
  readAccounts(db: Executor, logins: PlatformLogin[]): Promise<Map<string, PlatformAccount>>;
  updateAccount(
    tx: Tx,
    login: PlatformLogin,
    change: { leverage?: number; accountType?: AccountType; group?: string },
  ): Promise<void>;
  setPermissions(tx: Tx, login: PlatformLogin, permissions: Partial<AccountPermissions>): Promise<void>;
  deleteAccount(tx: Tx, login: PlatformLogin): Promise<void>;
  /** Refused (insufficientFunds) when it would take more than the platform's free margin. */
  changeBalance(tx: Tx, login: PlatformLogin, change: BalanceChange): Promise<void>;
  positions(
    db: Executor,
    login: PlatformLogin,
    query: PageQuery & { status: 'open' | 'closed' },
  ): Promise<Page<PlatformPosition>>;
  deals(db: Executor, login: PlatformLogin, query: PageQuery): Promise<Page<PlatformDeal>>;
  /**
   * Closing deals of every account after deal `afterId`, in id order, at most `limit`: what the
   * trading reports import with a cursor (modules/trading-reports).
   */
  closedDealsAfter(db: Executor, query: { afterId: number; limit: number }): Promise<PlatformDeal[]>;
  /**
   * The logins on these platforms (all the adapter plays when omitted) that hold at least one open
   * position. Only they have floating P/L or use margin: every other account's equity is its
   * balance plus credit and its margin nil, so reports over many accounts (the balance report) ask
   * the platform about these few instead of every account. The real platforms' manager APIs list
   * open positions across accounts (by group or server-wide), so a real adapter answers this too.
   */
  exposedLogins(db: Executor, platforms?: PlatformName[]): Promise<PlatformLogin[]>;
}
