/**
 * The instruments the brokerage offers (spec point 3 "Trading symbol entry": a numeric id and a
 * symbol, about 110 of them), with what the simulated platform needs to price them:
 * - `digits`: decimals of a price (a price is kept as an integer of 10^-digits);
 * - `contractSize`: units of the underlying in one lot (100,000 for forex, 100 oz of gold, …);
 * - `quoteCurrency`: the currency profit is made in before conversion to the account's currency;
 * - `basePrice`: a realistic 2026 level, a decimal string, where the simulated feed starts.
 * Ids are stable: a new instrument takes a new id, a withdrawn one keeps its id unused.
 */
export const INSTRUMENT_KINDS = ['forex', 'metal', 'energy', 'crypto', 'index'] as const;
export type TInstrumentKind = (typeof INSTRUMENT_KINDS)[number];

export type TInstrument = {
  id: number;
  symbol: string;
  kind: TInstrumentKind;
  digits: number;
  contractSize: number;
  quoteCurrency: string;
  basePrice: string;
};

type Row = [id: number, symbol: string, digits: number, basePrice: string];

/** Forex: six letters, base then quote; 100,000 units a lot. */
const FOREX: Row[] = [
  // Majors
  [1, 'EURUSD', 5, '1.16500'],
  [2, 'GBPUSD', 5, '1.34000'],
  [3, 'USDJPY', 3, '152.500'],
  [4, 'USDCHF', 5, '0.79500'],
  [5, 'AUDUSD', 5, '0.65500'],
  [6, 'USDCAD', 5, '1.38500'],
  [7, 'NZDUSD', 5, '0.58500'],
  // Minors and crosses
  [8, 'EURGBP', 5, '0.87000'],
  [9, 'EURJPY', 3, '177.600'],
  [10, 'EURCHF', 5, '0.92600'],
  [11, 'EURAUD', 5, '1.77900'],
  [12, 'EURCAD', 5, '1.61300'],
  [13, 'EURNZD', 5, '1.99100'],
  [14, 'GBPJPY', 3, '204.400'],
  [15, 'GBPCHF', 5, '1.06500'],
  [16, 'GBPAUD', 5, '2.04600'],
  [17, 'GBPCAD', 5, '1.85600'],
  [18, 'GBPNZD', 5, '2.29000'],
  [19, 'AUDJPY', 3, '99.900'],
  [20, 'AUDCHF', 5, '0.52100'],
  [21, 'AUDCAD', 5, '0.90700'],
  [22, 'AUDNZD', 5, '1.12000'],
  [23, 'NZDJPY', 3, '89.200'],
  [24, 'NZDCHF', 5, '0.46500'],
  [25, 'NZDCAD', 5, '0.81000'],
  [26, 'CADJPY', 3, '110.100'],
  [27, 'CADCHF', 5, '0.57400'],
  [28, 'CHFJPY', 3, '191.800'],
  // Exotics
  [29, 'USDTRY', 5, '41.50000'],
  [30, 'USDZAR', 5, '17.60000'],
  [31, 'USDMXN', 5, '18.40000'],
  [32, 'USDSEK', 5, '9.45000'],
  [33, 'USDNOK', 5, '10.10000'],
  [34, 'USDDKK', 5, '6.41000'],
  [35, 'USDPLN', 5, '3.65000'],
  [36, 'USDHUF', 3, '335.000'],
  [37, 'USDCZK', 4, '20.9000'],
  [38, 'USDSGD', 5, '1.29000'],
  [39, 'USDHKD', 5, '7.78000'],
  [40, 'USDCNH', 5, '7.12000'],
  [41, 'USDTHB', 3, '32.500'],
  [42, 'USDILS', 5, '3.35000'],
  [43, 'USDINR', 3, '88.200'],
  [44, 'EURTRY', 5, '48.30000'],
  [45, 'EURZAR', 5, '20.50000'],
  [46, 'EURSEK', 5, '11.00000'],
  [47, 'EURNOK', 5, '11.76000'],
  [48, 'EURPLN', 5, '4.25000'],
  [49, 'EURHUF', 3, '390.000'],
  [50, 'EURDKK', 5, '7.46000'],
  [51, 'EURCZK', 4, '24.3500'],
  [52, 'EURSGD', 5, '1.50500'],
  [53, 'GBPSGD', 5, '1.73000'],
  [54, 'GBPZAR', 5, '23.60000'],
  [55, 'GBPSEK', 5, '12.66000'],
  [56, 'ZARJPY', 3, '8.660'],
  [57, 'MXNJPY', 3, '8.290'],
  [58, 'NOKJPY', 3, '15.100'],
  [59, 'SEKJPY', 3, '16.140'],
];

/** Metals: troy ounces (100 of gold, platinum and palladium; 5,000 of silver), quoted per ounce. */
const METALS: [...Row, contractSize: number][] = [
  [101, 'XAUUSD', 2, '4100.00', 100],
  [102, 'XAGUSD', 3, '48.500', 5000],
  [103, 'XPTUSD', 2, '1550.00', 100],
  [104, 'XPDUSD', 2, '1400.00', 100],
  [105, 'XAUEUR', 2, '3520.00', 100],
  [106, 'XAGEUR', 3, '41.600', 5000],
  [107, 'XAUGBP', 2, '3060.00', 100],
  [108, 'XAUAUD', 2, '6260.00', 100],
  [109, 'XAUCHF', 2, '3260.00', 100],
  [110, 'XAUJPY', 0, '625000', 100],
];

/** Energy in USD: WTI and Brent crude (1,000 barrels a lot) and natural gas (10,000 MMBtu). */
const ENERGY: [...Row, contractSize: number][] = [
  [201, 'XTIUSD', 2, '61.50', 1000],
  [202, 'XBRUSD', 2, '65.20', 1000],
  [203, 'XNGUSD', 3, '3.950', 10000],
];

/** Crypto: one coin a lot. */
const CRYPTO: [...Row, quote: string][] = [
  [301, 'BTCUSD', 2, '98000.00', 'USD'],
  [302, 'ETHUSD', 2, '3600.00', 'USD'],
  [303, 'LTCUSD', 2, '95.00', 'USD'],
  [304, 'XRPUSD', 4, '2.4000', 'USD'],
  [305, 'BCHUSD', 2, '480.00', 'USD'],
  [306, 'ADAUSD', 4, '0.7500', 'USD'],
  [307, 'SOLUSD', 2, '190.00', 'USD'],
  [308, 'DOTUSD', 3, '4.200', 'USD'],
  [309, 'DOGEUSD', 5, '0.21000', 'USD'],
  [310, 'LNKUSD', 3, '18.500', 'USD'],
  [311, 'AVAXUSD', 2, '25.00', 'USD'],
  [312, 'XLMUSD', 5, '0.38000', 'USD'],
  [313, 'UNIUSD', 3, '8.500', 'USD'],
  [314, 'BNBUSD', 2, '950.00', 'USD'],
  [315, 'TRXUSD', 5, '0.30000', 'USD'],
  [316, 'ATOMUSD', 3, '4.500', 'USD'],
  [317, 'NEARUSD', 3, '2.800', 'USD'],
  [318, 'SHIBUSD', 8, '0.00001250', 'USD'],
  [319, 'BTCEUR', 2, '84000.00', 'EUR'],
  [320, 'ETHEUR', 2, '3090.00', 'EUR'],
  // The provider's own token (CURRENCIES' MRD): its USD pair is what lets an MRD account's margin,
  // profit and costs be converted, so MRD accounts can trade like the other crypto accounts.
  [321, 'MRDUSD', 5, '0.25000', 'USD'],
];

/** Cash indices: one lot is one unit of the index in its currency. */
const INDICES: [...Row, quote: string][] = [
  [401, 'US30', 1, '46500.0', 'USD'],
  [402, 'NAS100', 1, '24800.0', 'USD'],
  [403, 'SPX500', 1, '6700.0', 'USD'],
  [404, 'US2000', 1, '2450.0', 'USD'],
  [405, 'GER40', 1, '24100.0', 'EUR'],
  [406, 'UK100', 1, '9500.0', 'GBP'],
  [407, 'FRA40', 1, '8100.0', 'EUR'],
  [408, 'EU50', 1, '5600.0', 'EUR'],
  [409, 'ESP35', 1, '15600.0', 'EUR'],
  [410, 'ITA40', 1, '42000.0', 'EUR'],
  [411, 'NED25', 2, '950.00', 'EUR'],
  [412, 'SWI20', 1, '12300.0', 'CHF'],
  [413, 'JPN225', 0, '48500', 'JPY'],
  [414, 'AUS200', 1, '8800.0', 'AUD'],
  [415, 'HK50', 1, '25800.0', 'HKD'],
  [416, 'CHINA50', 1, '15000.0', 'USD'],
  [417, 'DXY', 3, '99.500', 'USD'],
];

export const INSTRUMENTS: readonly TInstrument[] = [
  ...FOREX.map(([id, symbol, digits, basePrice]) => ({
    id,
    symbol,
    kind: 'forex' as const,
    digits,
    contractSize: 100_000,
    quoteCurrency: symbol.slice(3),
    basePrice,
  })),
  ...METALS.map(([id, symbol, digits, basePrice, contractSize]) => ({
    id,
    symbol,
    kind: 'metal' as const,
    digits,
    contractSize,
    quoteCurrency: symbol.slice(3),
    basePrice,
  })),
  ...ENERGY.map(([id, symbol, digits, basePrice, contractSize]) => ({
    id,
    symbol,
    kind: 'energy' as const,
    digits,
    contractSize,
    quoteCurrency: 'USD',
    basePrice,
  })),
  ...CRYPTO.map(([id, symbol, digits, basePrice, quoteCurrency]) => ({
    id,
    symbol,
    kind: 'crypto' as const,
    digits,
    contractSize: 1,
    quoteCurrency,
    basePrice,
  })),
  ...INDICES.map(([id, symbol, digits, basePrice, quoteCurrency]) => ({
    id,
    symbol,
    kind: 'index' as const,
    digits,
    contractSize: 1,
    quoteCurrency,
    basePrice,
  })),
];

const byId = new Map(INSTRUMENTS.map((i) => [i.id, i]));
const bySymbol = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));

export const instrumentById = (id: number): TInstrument | undefined => byId.get(id);
export const instrumentBySymbol = (symbol: string): TInstrument | undefined => bySymbol.get(symbol.toUpperCase());
